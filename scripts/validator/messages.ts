import type { PageDocument } from "../../src/generated/page.ts";
import type { FigureName } from "../../src/content/company-figures.ts";
import { withGuess } from "./suggest.ts";
import type { JsonSource } from "./json-source.ts";
import type { FormWords, Position, Problem, Severity } from "./problem.ts";
import { quoted } from "./quoted.ts";
import { whereInPage } from "./where-in-page.ts";

/** What an author reads about one problem: what is wrong, and what to do about it. */
export interface Wording {
  message: string;
  hint?: string;
  /** The same, said under its field in the page editor's form (problem.ts), where the file's words will not do. */
  form?: FormWords;
  /** An error unless the entry says otherwise. */
  severity?: Severity;
}

type Kind = PageDocument["kind"];

/** Each of the company's counts, as a message names it. */
const COUNTED: Record<Exclude<FigureName, "yearsOfExperience">, string> = {
  students: "students taught",
  internshipPlacements: "internship placements",
  teachers: "qualified teachers",
  clients: "business clients",
};
/** What every entry is given besides what its rule found: where in the page ("In block 3 (hero): ", or ""). */
type Where = { where: string };

const didYouMean = (guess: string | undefined) => (guess ? ` Did you mean "${guess}"?` : "");
/** Names in the file's quotes, as alternatives: "logos" or "devicon". */
const eitherOf = (names: readonly string[]) => names.map((name) => `"${name}"`).join(" or ");

/**
 * The validator's words, one entry per kind of problem (Astro's errors-data.ts): a rule finds a
 * problem and gives its code, what it found and where (`Finding`); the entry words it for the file
 * and for the field, with its hint. So the same problem always reads the same, and a tool that treats
 * a kind of problem apart (the editor counts the texts still to write) knows it by its code. The
 * schema's own problems are worded by keyword in schema-words.ts.
 */
export const MESSAGES = {
  // The file as text.
  byteOrderMark: () => ({
    message: "The file starts with an invisible byte-order mark (BOM).",
    hint: 'Save the file as "UTF-8" without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding", "UTF-8").',
  }),
  notUtf8: ({ shownAs }: { shownAs: string }) => ({
    message: `Here is a character that is not UTF-8 text (it shows as ${shownAs}): the file, or what was pasted into it, was saved in another encoding.`,
    hint: 'Type the character here again, and save the file as "UTF-8".',
  }),
  missingComma: () => ({
    message: "A comma is missing at the end of this line.",
    hint: "Put a comma after each entry except the last one in its list or group.",
  }),
  trailingComma: () => ({
    message: "There is a comma after the last entry.",
    hint: "Remove this comma: the last entry of a list or group has none.",
  }),
  endsEarly: () => ({
    message: "The file ends too early: a closing } or ] is missing.",
    hint: "Check that every { has its } and every [ has its ].",
  }),
  singleQuotes: () => ({
    message: "Text must be in double quotes (\"), not single quotes (').",
    hint: "Replace the single quotes with double quotes.",
  }),
  unquotedWord: () => ({
    message: "There is a word here that is not in double quotes.",
    hint: 'Put text in double quotes, like "this". Only true, false and null (lowercase) go without quotes.',
  }),
  notJson: () => ({
    message: "The file is not valid JSON here.",
    hint: "Look for a missing comma, quote or bracket just before this point.",
  }),
  duplicateKey: ({ key, firstLine }: { key: string; firstLine: number }) => ({
    message: `"${key}" appears twice in the same group; the first one is on line ${firstLine}.`,
    hint: "Keep only one of them: the second would silently replace the first.",
  }),

  // The files of pages/.
  unusedFile: () => ({
    message: "Files whose name starts with _ are not pages, and this one is not used.",
    severity: "warning" as const,
  }),
  siteFileMissing: () => ({
    message: "The site settings file is missing.",
    hint: "Restore pages/_site.json from the repository.",
  }),
  addressTaken: ({
    address,
    otherFiles,
    otherTitles,
  }: {
    address: string;
    otherFiles: string[];
    otherTitles: string[];
  }) => ({
    message: `The address "${address}" is also used by ${otherFiles.join(", ")}.`,
    hint: "Every page needs its own address: change one of them.",
    form: {
      message: `Another page has this address: ${otherTitles.map(quoted).join(", ")}.`,
      hint: "Every page needs its own address: change this one or the other page's.",
    },
  }),
  titleTaken: ({ kind, otherFiles, otherTitles }: { kind: string; otherFiles: string[]; otherTitles: string[] }) => ({
    message: `Another ${kind} has this title: ${otherTitles.map(quoted).join(", ")} (${otherFiles.join(", ")}).`,
    hint: `Titles are compared without case, spaces or punctuation ("React JS" is "ReactJS"): give each ${kind} its own, or remove the file made by mistake.`,
    form: {
      message: `Another ${kind} is called ${otherTitles.map(quoted).join(", ")}: visitors could not tell the two apart.`,
      hint: `Give this ${kind} a title of its own: case, spaces and punctuation do not make it one.`,
    },
  }),
  // A translation (pages/ne/): the English page's texts, in their places.
  translationOfNothing: ({ source }: { source: string }) => ({
    message: `This translates ${source}, which does not exist.`,
    hint: "A translation is in the language's folder at the English file's own place: pages/ne/courses/x.json translates pages/courses/x.json, pages/ne/_site.json the site's settings. Move this file, or add the English first.",
    form: {
      message: "The English page this translates does not exist.",
      hint: "Add the English page first.",
    },
  }),
  translationBlockType: ({ index, type, given }: { index: number; type: string; given: string }) => ({
    message: `Block ${index + 1} of the English page is a "${type}", not a "${given}".`,
    hint: `A translation keeps the English page's blocks in the same order: write "type": "${type}" here, and its texts.`,
    form: {
      message: `This block of the English page is a ${type}.`,
      hint: "A translation keeps the English page's blocks in the same order.",
    },
  }),
  translationExtra: ({ what }: { what: string }) => ({
    message: `The English page has no ${what} here to translate.`,
    hint: "A translation gives the English page's texts in their places: remove this, or add it to the English page first.",
    form: {
      message: `The English page has no ${what} here.`,
      hint: "Remove it here, or add it to the English page first.",
    },
  }),
  translationNotAText: ({ key }: { key: string }) => ({
    message: `"${key}" is not a text to translate: it is the English page's (an address, a picture, a date, a name).`,
    hint: "Leave it out: the translated page takes it from the English page.",
    form: { message: "This is not a text to translate.", hint: "The translated page takes it from the English page." },
  }),
  translationPlaceholders: ({ missing, extra }: { missing: string[]; extra: string[] }) => ({
    message: [
      missing.length > 0
        ? `The site fills in ${missing.join(", ")} here, as in the English, and this leaves it out.`
        : "",
      extra.length > 0 ? `The English has no ${extra.join(", ")} for the site to fill in.` : "",
    ]
      .filter(Boolean)
      .join(" "),
    hint: "Keep each word in {braces} as the English writes it, where it belongs in the sentence.",
    form: {
      message: `Keep ${[...missing, ...extra].join(", ")} as the English has them.`,
      hint: "The site fills in each word in {braces}.",
    },
  }),
  translationOutOfDate: ({ english }: { english: string }) => ({
    message: `Out of date: the English here changed since this was translated. It now reads ${quoted(english)}.`,
    hint: "Translate it again, then record it as translated: npm run translations -- --mark <file>.",
    form: {
      message: `Out of date: the English now reads ${quoted(english)}.`,
      hint: "Translate it again, then record it as translated.",
    },
    severity: "warning" as const,
  }),
  translationNotRecorded: () => ({
    message: "There is no record of the English this translates, so it cannot be told whether it is up to date.",
    hint: "Once checked against the English page, record it: npm run translations -- --mark <file>.",
    form: {
      message: "There is no record of the English this translates.",
      hint: "Once checked against the English page, record it as translated.",
    },
    severity: "warning" as const,
  }),
  sameWordsAsCourse: ({ title, file }: { title: string; file: string }) => ({
    message: `These are the words of ${quoted(title)}, word for word (${file}).`,
    hint: "A new course starts from its category's first course: write what this course teaches here, or keep them where they are true of it too.",
    form: {
      message: `These are the words of ${quoted(title)}, word for word: do they say what this course teaches?`,
      hint: "A new course starts from its category's first course's texts: change them to this course's own.",
    },
    severity: "warning" as const,
  }),
  fileNameNotAddress: ({ path, expected, renamed }: { path: string; expected: string; renamed: string }) => ({
    message: `The file name does not match the address "${path}".`,
    hint: `Rename the file to ${renamed}, or set "path" to "${expected}".`,
    form: {
      message: `The address must be ${expected}, the name this page is saved under.`,
      hint: "To give the page another address, a developer renames its file.",
    },
  }),
  folderNotRead: () => ({
    message: "Pages can only live in pages/, pages/courses/ or pages/services/.",
    hint: "Move the file into one of those folders.",
    form: {
      message: "This page is saved in a folder the site does not read.",
      hint: "A developer moves it among the pages, the courses or the services.",
    },
  }),
  kindNotFolder: ({ folder, kind, given }: { folder: string; kind: string; given: string }) => ({
    message: `A file in ${folder}/ must have "kind": "${kind}".`,
    hint: `Set "kind" to "${kind}", or move the file to the folder for "${given}" pages.`,
    form: { message: `This page is saved among the ${kind} pages, so it must be a ${kind} page.` },
  }),

  // Links and what they lead to.
  noSuchTarget: ({ what, target, guess }: { what: string; target: string; guess?: string }) => ({
    message: `There is no ${what} at "${target}".${didYouMean(guess)}`,
    hint: `Link to an existing ${what}, or add a page with "path": "${target}".`,
    form: withGuess(
      { message: `There is no ${what} at ${target}.`, hint: `Link to an existing ${what}, or make the ${what} first.` },
      guess,
    ),
  }),
  linkToDraft: ({ target, title, file }: { target: string; title: string; file: string }) => ({
    message: `${title} (${target}) is a draft: the published site leaves it out, so this link would lead nowhere.`,
    hint: `Publish ${file} first, or link to a published page.`,
    form: {
      message: `${quoted(title)} (${target}) is a draft: the published site leaves it out, so this link would lead nowhere.`,
      hint: "Publish that page first, or link to a published page.",
    },
  }),

  // What a page holds.
  unwrittenText: ({ kind, draft, where }: { kind: Kind; draft: boolean } & Where) => {
    const message = `This text is still the template's: write the ${kind}'s own words here.`;
    const hint = draft
      ? `The ${kind} is a draft, so it stays off the published site until every such text is written and it is published.`
      : `A published ${kind} cannot show the template's words: write them, or make it a draft again to finish it later.`;
    return { message: `${where}${message}`, hint, form: { message, hint }, severity: draft ? "warning" : "error" };
  },
  classEndsBeforeStart: ({ group, start, end, where }: { group: string; start: string; end: string } & Where) => ({
    message: `${where}the ${group} class at ${start} ends before it starts (${end}).`,
    hint: 'Times use the 24-hour clock: 3:00 PM is "15:00".',
    form: {
      message: `This class ends before it starts at ${start}.`,
      hint: "Times use the 24-hour clock: 3:00 PM is 15:00.",
    },
  }),
  classLength: (
    found: { group: string; start: string; end: string; length: number; slot: number; fixed: string } & Where,
  ) => ({
    message: `${found.where}the ${found.group} class ${found.start}–${found.end} lasts ${found.length} minutes; classes last ${found.slot}.`,
    hint: `Set "end" to "${found.fixed}".`,
    form: {
      message: `This class lasts ${found.length} minutes; classes last ${found.slot}. Make it end at ${found.fixed}.`,
    },
  }),
  noClassTimings: () => ({
    message: 'A course page needs a "class-timings" block; this one has none.',
    hint: 'Add a block with "type": "class-timings" and three "physical" and three "online" classes, as in the other course pages.',
    form: {
      message: "A course page needs its class times; this one has no section for them.",
      hint: "Add a class timings section with three classroom and three online times.",
    },
  }),
  mainHeadings: ({ count }: { count: number }) => ({
    message: `The page has ${count} main headings; it needs exactly one.`,
    hint: 'Start the page with one "hero" or "course-intro" block, or give one grid "headingLevel": 1.',
    form: {
      message: `The page has ${count} main headings; it needs exactly one.`,
      hint: "Start the page with one section that has the main heading (a page top or a course introduction), or give one grid heading level 1.",
    },
  }),
  noFutureBatch: ({ course }: { course: string }) => ({
    message: `${quoted(course)} has no batch in the future: its page and card offer "Tell me when the next batch opens".`,
    hint: 'Give the next batch\'s first day under "nextBatches", so visitors can enrol in it.',
    form: {
      message: "This course has no batch in the future: its page offers to tell visitors when the next one opens.",
      hint: "Give the next batch's first day, so visitors can enrol in it.",
    },
    severity: "warning" as const,
  }),
  batchStarted: ({ classType, starts }: { classType: string; starts: string }) => ({
    message: `The next ${classType} batch started on ${starts}: the page no longer shows it.`,
    hint: `Set "starts" to the next ${classType} batch's first day, or remove the batch until one is planned.`,
    form: {
      message: `This batch started on ${starts}, so the page no longer shows it.`,
      hint: "Give the next batch's first day, or remove this batch until one is planned.",
    },
    severity: "warning" as const,
  }),
  longCardTitle: ({ length, kind, limit }: { length: number; kind: string; limit: number }) => {
    const hint = `Shorten it to ${limit} characters or fewer, and say the rest in the page's introduction.`;
    return {
      message: `The title is ${length} characters long; a ${kind} card shows about ${limit} in its two-line heading.`,
      hint,
      form: {
        message: `${length} characters: a ${kind} card shows about ${limit} in its two-line heading, and a longer title crowds it.`,
        hint,
      },
      severity: "warning" as const,
    };
  },
  categoryOfOne: ({ category, guess }: { category: string; guess: string }) => {
    const hint = "Write it as the other courses do, or keep it to start a new category.";
    return {
      message: `No other course has the category "${category}", so it would be listed in a group of its own. Did you mean "${guess}"?`,
      hint,
      form: withGuess({ message: "No other course is in this category, so it would be a group of one.", hint }, guess),
      severity: "warning" as const,
    };
  },
  longSearchText: ({ field, length, limit }: { field: string; length: number; limit: number }) => ({
    message: `The search ${field} is ${length} characters long; search results show about ${limit}.`,
    hint: `Shorten it to ${limit} characters or fewer, so it is not cut off.`,
    severity: "warning" as const,
  }),
  sameSearchText: ({
    field,
    otherFiles,
    otherTitles,
  }: {
    field: string;
    otherFiles: string[];
    otherTitles: string[];
  }) => {
    const hint = `Give every page its own ${field}, so search results can tell them apart.`;
    return {
      message: `The search ${field} is the same as in ${otherFiles.join(", ")}.`,
      hint,
      form: { message: `The search ${field} is the same as on ${otherTitles.map(quoted).join(", ")}.`, hint },
      severity: "warning" as const,
    };
  },

  // Pictures and icons.
  noSuchPicture: ({ src, folder, guess, where }: { src: string; folder: string; guess?: string } & Where) => ({
    message: `${where}The picture "${src}" is not in public/.${guess ? ` Did you mean "${folder}/${guess}"?` : ""}`,
    hint: `Put the file at public${src}, or correct the path.`,
    form: withGuess(
      { message: `There is no picture at ${src}.`, hint: "Choose a picture, or upload one." },
      guess && `${folder}/${guess}`,
    ),
  }),
  decorativeWithAlt: ({ src, where }: { src: string } & Where) => ({
    message: `${where}The picture "${src}" is marked decorative but has "alt" text.`,
    hint: 'A decorative picture has "alt": "" so screen readers skip it. If it shows something visitors need, remove "decorative" instead.',
    form: {
      message: "A picture marked as decoration is not described: empty this, or untick Decorative.",
      hint: "Screen readers skip a decorative picture. If it shows something visitors need, untick Decorative.",
    },
  }),
  noAlt: ({ src, where }: { src: string } & Where) => ({
    message: `${where}The picture "${src}" has no "alt" text.`,
    hint: 'Say in "alt" what the picture shows, for people who cannot see it. If it is only decoration, add "decorative": true.',
    form: {
      message: "Say what the picture shows, for people who cannot see it.",
      hint: "If the picture is only decoration, tick Decorative instead.",
    },
  }),
  figureContradicted: ({
    stated,
    figure,
    actual,
    founded,
    where,
  }: { stated: string; figure: FigureName | "founded"; actual: number; founded: number } & Where) => {
    const message = `This text says "${stated}", but ${
      figure === "founded"
        ? `the site's settings say the company was founded in ${founded}`
        : figure === "yearsOfExperience"
          ? `the company was founded in ${founded}: ${actual} whole years ago`
          : `the site's settings count ${actual.toLocaleString("en-US")} ${COUNTED[figure]}`
    }.`;
    const hint =
      figure === "yearsOfExperience"
        ? `Write "${actual}+ years", or "since ${founded}", which stays true: the years are counted from "founded" in pages/_site.json at each build.`
        : "Write the same figure here, or, if it has changed, change it once in pages/_site.json: every page that shows it follows.";
    return { message: `${where}${message}`, hint, form: { message, hint } };
  },
  drawingCalledPhoto: ({ src, where }: { src: string } & Where) => ({
    message: `${where}The picture "${src}" is a drawing (an SVG), but its "alt" calls it a photo.`,
    hint: 'Describe it as a drawing or an illustration ("Illustrated portrait of Sujata Shrestha"), or give a real photo.',
    form: {
      message: "This picture is a drawing, but its description calls it a photo.",
      hint: "Describe it as a drawing or an illustration, or choose a real photo.",
    },
  }),
  unknownIcon: ({
    prefix,
    name,
    guess,
    sets,
    where,
  }: { prefix: string; name: string; guess?: string; sets: string[] } & Where) => ({
    message: `${where}There is no icon "${name}" in the "${prefix}" set.${didYouMean(guess)}`,
    hint: whereToLook(sets),
    form: withGuess(
      { message: `There is no icon ${quoted(name)} in the ${prefix} set.`, hint: whereToLook(sets, true) },
      guess,
    ),
  }),
  unknownIconSet: ({ value, guess, sets, where }: { value: string; guess?: string; sets: string[] } & Where) => ({
    message: `${where}"${value}" is not from ${eitherOf(sets)}, the icon ${sets.length === 1 ? "set" : "sets"} used here.${didYouMean(guess)}`,
    hint: whereToLook(sets),
    form: withGuess(
      {
        message: `${quoted(value)} is not from the ${sets.join(" or ")} icons used here.`,
        hint: whereToLook(sets, true),
      },
      guess,
    ),
  }),

  // Forms.
  formFileName: ({ id, fileName }: { id: string; fileName: string }) => ({
    message: `The form "${id}" must be in a file named ${id}.json.`,
    hint: "Rename the file or fix the id.",
    form: { message: `The id must be ${fileName}, the name this form is saved under.` },
  }),
  noSuchFormField: ({ name, guess }: { name: string; guess?: string }) => ({
    message: `This form has no field named "${name}".${didYouMean(guess)}`,
    form: withGuess({ message: `This form has no field named ${quoted(name)}.` }, guess),
  }),
  sameFieldName: ({ name, first }: { name: string; first: string }) => ({
    message: `Another field is already named "${name}" ("${first}"): this one's answer would take its place in the e-mail.`,
    hint: "Give each field its own name.",
    form: {
      message: `The field ${quoted(first)} already has this name: its answer would be lost. Give each field its own name.`,
    },
  }),
  notAFileField: ({ name, fileFields }: { name: string; fileFields: string[] }) => ({
    message: `"${name}" is not a file field: the form would upload nothing, and send "" in its place.`,
    hint: fileFields.length
      ? `Name the form's file field here: ${eitherOf(fileFields)}.`
      : 'Add a field with "type": "file", and name it here.',
    form: {
      message: "This field takes no file: the form would upload nothing, and lose its answer.",
      hint: "Choose the form's field with the file.",
    },
  }),
  fileNotSent: ({ name, sentFile }: { name: string; sentFile?: string }) => ({
    message: sentFile
      ? `A file chosen in "${name}" would never reach the company: the form uploads one file, the one in "${sentFile}".`
      : `A file chosen in "${name}" would never reach the company: this form sends no file.`,
    hint: sentFile
      ? `Remove this field, or make it the one file: "fileField": "${name}".`
      : `Remove this field, or send the form with "action": { "kind": "upload-then-email", "fileField": "${name}", … }.`,
    form: sentFile
      ? {
          message:
            "A file chosen here would never reach the company: a form sends one file, its “Field with the file”.",
          hint: "Remove this field, or choose it as the “Field with the file”, under Sending.",
        }
      : {
          message: "A file chosen here would never reach the company: this form sends no file.",
          hint: "Remove this field, or send the form with a file, under Sending.",
        },
  }),
  selectWithoutOptions: ({ name, optionsPointer }: { name: string; optionsPointer: string }) => ({
    message: `The select "${name}" has no "options".`,
    hint: 'Add "options": { "from": "courses" } or { "from": "services" }.',
    form: { message: "A choice needs its options: the courses or the services.", pointer: optionsPointer },
  }),
  courseChoiceWithoutPage: ({ choice }: { choice: string }) => ({
    message: `The course choice "${choice}" has no course page.`,
    hint: "That is allowed (visitors can still ask for it), but add a page in pages/courses/ if the course is offered.",
    form: {
      message: `No course page is called ${quoted(choice)}.`,
      hint: "That is allowed (visitors can still ask for it), but make its course page if the course is offered.",
    },
    severity: "warning" as const,
  }),
  noReplyAddress: () => ({
    message: 'No field is named "email": the e-mails this form sends would have no address to reply to.',
    hint: 'Keep a field named "email" with "type": "email" (each e-mail template replies to {{email}}), or answer these visitors by phone.',
    form: {
      message:
        "No field has “email” as its Name in the e-mail: the company could not answer these messages by replying.",
      hint: "Keep a field that asks for “An e-mail address” under that name, or answer these visitors by phone.",
    },
    severity: "warning" as const,
  }),
  noSuchForm: ({ form }: { form: string }) => ({
    message: `There is no form definition pages/_forms/${form}.json.`,
    form: { message: `There is no form called ${quoted(form)}.` },
  }),
} satisfies Record<string, (found: never) => Wording>;

export type MessageCode = keyof typeof MESSAGES;
/** What a rule gives an entry: what it found (the entry is told where in the page itself). */
export type MessageParams<C extends MessageCode> = Omit<Parameters<(typeof MESSAGES)[C]>[0] & {}, "where">;

/** A problem as a rule finds it: its kind, what it found, and the value it is about. */
export interface Finding<C extends MessageCode = MessageCode> {
  code: C;
  params: MessageParams<C>;
  pointer: string;
}

/** An entry's words for what a rule found (`where`: where in the page, for the entries that say it). */
export function wordsOf<C extends MessageCode>(code: C, params: MessageParams<C>, where = ""): Wording {
  return (MESSAGES[code] as (found: MessageParams<C> & Where) => Wording)({ ...params, where });
}

/** A finding in one file, worded by its entry, at its line and column (or at those given). */
export function problemIn<C extends MessageCode>(
  doc: { file: string; source?: Pick<JsonSource, "value" | "locate"> },
  { code, params, pointer }: Finding<C>,
  position?: Position,
): Problem {
  const where = doc.source ? whereInPage(doc.source.value, pointer) : "";
  const { severity = "error", ...words } = wordsOf(code, params, where);
  const at = position ?? doc.source?.locate(pointer) ?? { line: 1, column: 1 };
  return { file: doc.file, severity, pointer, code, ...words, ...at };
}

/** Where to find an icon's name; in a form, its example is not quoted as the file's values are. */
function whereToLook(sets: string[], inForm = false): string {
  const pages = sets.map((set) => `https://icon-sets.iconify.design/${set}/`).join(" or ");
  const example = `${sets[0]}:${ICON_EXAMPLE[sets[0]] ?? "name"}`;
  return `Find the icon at ${pages} and write its set, a colon and its name, as in ${inForm ? example : `"${example}"`}.`;
}

const ICON_EXAMPLE: Record<string, string> = { logos: "react", devicon: "kalilinux", lucide: "smartphone" };
