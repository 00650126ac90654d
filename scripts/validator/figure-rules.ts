import { companyFigures, type CompanyFigures, type FigureName } from "../../src/content/company-figures.ts";
import type { SiteSettings } from "../../src/generated/site.ts";
import { pointerOf, textsIn } from "../../src/lib/json-pointer.ts";
import { inLatinDigits } from "../../src/lib/devanagari-digits.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";

/** A number as texts write it, in Latin or Devanagari digits, its thousands grouped or not: "1,500", "१,५००". */
const N = "([0-9०-९][0-9०-९,]*)";
/** A year, in either digits. */
const YEAR = "([0-9०-९]{4})";

/**
 * How a text states one of the company's figures. A count is a claim only when said to be at least
 * so many ("1,500+ students", "over 400 placements", "६०० भन्दा बढी विद्यार्थी"), so "a batch of 20
 * students" is left alone; the years of experience may be fewer than the site counts (they stay true).
 */
const COUNTS: { figure: Exclude<FigureName, "yearsOfExperience">; words: string }[] = [
  { figure: "students", words: "(?:students|learners|graduates|विद्यार्थी)" },
  { figure: "internshipPlacements", words: "(?:(?:successful\\s+)?(?:internship\\s+)?placements|इन्टर्नसिप)" },
  {
    figure: "teachers",
    words: "(?:(?:qualified\\s+)?(?:teachers|trainers|instructors)|(?:योग्य\\s+)?(?:शिक्षक|प्रशिक्षक))",
  },
  { figure: "clients", words: "(?:(?:business\\s+)?clients|businesses|companies|व्यवसाय|ग्राहक)" },
];
const CLAIMS = COUNTS.map(({ figure, words }) => ({
  figure,
  atLeast: new RegExp(
    `(?:${N}\\s*\\+\\s*${words}|\\b(?:over|more than)\\s+${N}\\s+${words}|${N}\\s*(?:भन्दा\\s+(?:बढी|धेरै))\\s+${words})`,
    "giu",
  ),
}));
const EXPERIENCE = new RegExp(`${N}\\s*\\+?\\s*(?:years?(?:\\s+of)?\\s+experience|वर्षको\\s+अनुभव)`, "giu");
/** The founding year, said on the company's own pages ("since 2022", "founded … in 2022", "२०२२ देखि", "२०२२ मा सुरु"). */
const FOUNDED = new RegExp(
  `(?:\\bsince\\s+${YEAR}\\b|\\bfounded\\b[^.]{0,60}?\\b${YEAR}\\b|${YEAR}\\s*देखि|${YEAR}\\s*मा\\s+(?:[^।]{0,40}?)(?:सुरु|स्थापना))`,
  "giu",
);

const read = (digits: string) => Number(inLatinDigits(digits).replace(/,/g, ""));

/**
 * Every text of the documents that states one of the company's figures otherwise than the site's
 * settings do (their "figures", and the years since "founded", counted today): an error at the text,
 * so one set of figures is all the site ever says. The founding year is read only on the company's own
 * pages and settings, where "since 2015" can be about nothing else.
 */
export function figureRules(
  site: Pick<SiteSettings, "founded" | "figures">,
  documents: Pick<CheckedDocument, "file" | "source">[],
  today?: string,
): Problem[] {
  const figures = companyFigures(site, today);
  return documents.flatMap((doc) =>
    textsIn(doc.source.value).flatMap(({ text, path }) =>
      contradictions(text, figures, site.founded, isCompanyFile(doc)).map((params) =>
        problemIn(doc, { code: "figureContradicted", params, pointer: pointerOf(path) }),
      ),
    ),
  );
}

type Contradiction = { stated: string; figure: FigureName | "founded"; actual: number; founded: number };

function contradictions(text: string, figures: CompanyFigures, founded: number, company: boolean): Contradiction[] {
  const found: Contradiction[] = [];
  for (const { figure, atLeast } of CLAIMS)
    for (const match of text.matchAll(atLeast)) {
      const stated = read(match[1] ?? match[2] ?? match[3]!);
      if (stated !== figures[figure]) found.push({ stated: match[0], figure, actual: figures[figure], founded });
    }
  for (const match of text.matchAll(EXPERIENCE))
    if (read(match[1]!) > figures.yearsOfExperience)
      found.push({ stated: match[0], figure: "yearsOfExperience", actual: figures.yearsOfExperience, founded });
  if (company)
    for (const match of text.matchAll(FOUNDED)) {
      const year = read(match[1] ?? match[2] ?? match[3] ?? match[4]!);
      // A Nepali text may give the year in Bikram Sambat (2022 is 2078 or 2079 BS).
      if (year !== founded && year - founded !== 56 && year - founded !== 57)
        found.push({ stated: match[0], figure: "founded", actual: year, founded });
    }
  return found;
}

/** The company's own pages and settings, and their translations: not a course's or a service's. */
function isCompanyFile({ file, source }: Pick<CheckedDocument, "file" | "source">): boolean {
  const { kind } = (source.value ?? {}) as { kind?: unknown };
  return kind === undefined ? !/\/(courses|services)\//.test(file) : kind === "page";
}
