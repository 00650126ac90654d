import type { CoursePage, ServicePage } from "../../../src/generated/page.ts";
import type { IconNames } from "../../validator/icon-names.ts";
import { addressOfFile, folderOfKind, kindOfFolder, SITE_FILE } from "../../content-layout/content-layout.ts";
import { addressOwners } from "./address-owners.ts";
import { courseTemplate } from "./course-template.ts";
import { parsedPageFiles, type PageFile } from "./parsed-page-files.ts";
import { serviceTemplate } from "./service-template.ts";
import { slugOf } from "./slug-of.ts";
import { siblingCourse, withStartingText } from "./starting-text.ts";

export type NewPageKind = "course" | "service";

export type NewPagePlan =
  | {
      ok: true;
      /** The new document, relative to the root: pages/courses/x.json */
      file: string;
      document: CoursePage | ServicePage;
      /** The marks its card picture shows: a course's logos, or a service's icon. */
      marks: string[];
      /** The course whose texts a new course starts from, by title. */
      startedFrom?: string;
    }
  | { ok: false; message: string };

const TEMPLATE = { course: courseTemplate, service: serviceTemplate };

export interface NewPageOptions {
  /** A course's category: one a course has already. */
  category?: string;
  /** What the page offers, in one sentence. */
  summary?: string;
  /** A course's next batch, as year-month-day. */
  batch?: string;
  iconNames: IconNames;
}

/**
 * A new course or service as the site's documents allow it, read from their texts alone so that it is
 * the same on this computer (`npm run new:course`, the dev server's New) and in a browser saving to a
 * git host: refused in words when the title makes no address, takes another page's, or the category is
 * one no course has. A course may be given its category: one that a course has already (a new spelling
 * would start a group of one; a new category is made in the form or the file), and then starts from
 * that category's first course's texts (starting-text.ts); the sentence saying what it offers and its
 * next batch are the author's.
 */
export function planNewPage(
  kind: NewPageKind,
  rawTitle: string,
  texts: ReadonlyMap<string, string>,
  { category, summary: rawSummary, batch, iconNames }: NewPageOptions,
): NewPagePlan {
  const title = rawTitle.trim().replace(/\s+/g, " ");
  const example = kind === "course" ? "Kubernetes Training" : "Cloud Backup";
  if (!title) return refuse(`Give the new ${kind} a title, e.g. "${example}".`);
  const slug = slugOf(title);
  if (!slug) {
    return refuse(
      `The title "${title}" has no letters or digits to make an address from. Use words, e.g. "${example}".`,
    );
  }
  const file = `${folderOfKind(kind)}${slug}.json`;
  const path = `/${slug}`;
  if (texts.has(file)) {
    return refuse(`${file} already exists, and was left as it is. Edit that file, or choose a different title.`);
  }
  if (addressOfFile(file) !== path) return refuse(`"${slug}" is reserved for the home page. Choose a different title.`);
  const pages = parsedPageFiles(texts);
  if (category) {
    const refusal = categoryRefusal(kind, category, pages);
    if (refusal) return refuse(refusal);
  }
  const owner = addressOwners(pages).get(path);
  if (owner) {
    return refuse(
      `The address "${path}" is already used by ${owner.file}, and a page's file name must match its address. Choose a different title, e.g. "${title} Advanced".`,
    );
  }
  if (batch !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(batch)) {
    return refuse(`The next batch's first day must be a date as year-month-day, e.g. "2026-12-06", not "${batch}".`);
  }
  const summary = rawSummary?.trim().replace(/\s+/g, " ");
  const template = TEMPLATE[kind]({
    title,
    slug,
    shortName: shortNameOf(pages),
    order: nextOrder(pages, kind),
    iconNames,
    ...(category && { category }),
    ...(summary && { summary: /[.!?]$/.test(summary) ? summary : `${summary}.` }),
    ...(batch && kind === "course" && { batch }),
  });
  // A course starts from its category's first course: the author changes what is not this course's.
  const sibling = template.kind === "course" ? siblingCourse(pages, category) : undefined;
  const document = sibling && template.kind === "course" ? withStartingText(template, sibling) : template;
  const marks = "logos" in document.card ? document.card.logos : [document.card.icon];
  return { ok: true, file, document, marks, ...(sibling && { startedFrom: sibling.title }) };
}

/** Why a new page cannot have this category, if it cannot: only a course has one, and one that a course has. */
function categoryRefusal(kind: NewPageKind, category: string, pages: PageFile[]): string | undefined {
  if (kind !== "course") return "Only a course has a category.";
  const known = [
    ...new Set(
      pages.flatMap(({ file, data }) =>
        kindOfFolder(file) === "course" && typeof data?.category === "string" ? [data.category] : [],
      ),
    ),
  ].sort((a, b) => a.localeCompare(b));
  if (known.includes(category)) return undefined;
  return `No course has the category "${category}", so nothing was created. Use one the courses have (${known.join("; ")}), or none and set it later.`;
}

function refuse(message: string): NewPagePlan {
  return { ok: false, message };
}

function nextOrder(pages: PageFile[], kind: NewPageKind): number {
  const orders = pages
    .filter(({ file, data }) => kindOfFolder(file) === kind && typeof data?.order === "number")
    .map(({ data }) => data?.order as number);
  return Math.max(0, ...orders) + 10;
}

function shortNameOf(pages: PageFile[]): string {
  const brand = pages.find((p) => p.file === SITE_FILE)?.data?.brand as { shortName?: unknown } | undefined;
  return typeof brand?.shortName === "string" ? brand.shortName : "Yeti Bytes";
}
