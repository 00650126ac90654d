import type { DocumentKind, DocumentListItem } from "./storage-contract.ts";
import { documentKind } from "./document-kind.ts";
import { documentTitle, translationTitle } from "./document-title.ts";
import { parseOrUndefined } from "./parse-or-undefined.ts";
import { translationOf } from "../../scripts/content-layout/content-layout.ts";
import { plannedBatches, todayInNepal } from "../../src/content/next-batch.ts";
import type { CoursePage } from "../../src/generated/page.ts";
import { translatedPath } from "../../src/content/translation/languages.ts";

const GROUPS: DocumentKind[] = ["course", "service", "page", "site", "form", "translation"];

interface Parsed {
  file: string;
  kind: DocumentKind;
  data: Record<string, unknown> | undefined;
}

/** The addresses of the published pages among these that show the form `id`, A to Z. */
function pagesShowing(id: unknown, documents: readonly Parsed[]): string[] {
  const shows = ({ data }: Parsed) =>
    Array.isArray(data?.blocks) &&
    data.blocks.some((block: { type?: unknown; form?: unknown }) => block?.type === "form" && block.form === id);
  return documents
    .flatMap((document) =>
      typeof document.data?.path === "string" && document.data.draft !== true && shows(document)
        ? [document.data.path]
        : [],
    )
    .sort();
}

/** Whether a course lists a batch whose first day is still to come in Nepal (`today`). */
const hasFutureBatch = (data: Record<string, unknown> | undefined, today: string) =>
  plannedBatches((data ?? {}) as Pick<CoursePage, "nextBatches">).some((batch) => batch.starts > today);

/**
 * The documents among these files of pages/ that the site uses, grouped by kind, then by title; a
 * course with no batch in the future (in Nepal, `today`) says so.
 */
export function documentList(texts: ReadonlyMap<string, string>, today = todayInNepal()): DocumentListItem[] {
  const parsed = [...texts].flatMap(([file, text]): Parsed[] => {
    const data = parseOrUndefined(text) as Record<string, unknown> | undefined;
    const kind = documentKind(file, data);
    return kind ? [{ file, kind, data }] : [];
  });
  // A page's translations are listed with it, not on their own.
  const documents = parsed.filter(({ kind }) => kind !== "translation");
  const translationsOf = (file: string) =>
    parsed.flatMap((each) => {
      const of = each.kind === "translation" ? translationOf(each.file) : undefined;
      return of?.source === file ? [{ language: of.language, file: each.file }] : [];
    });
  return documents
    .map(({ file, kind, data }): DocumentListItem => {
      const translations = translationsOf(file);
      const path = kind === "site" || kind === "form" ? undefined : data?.path;
      return {
        file,
        kind,
        title: documentTitle(file, kind, data),
        ...(typeof path === "string" && { path }),
        ...(data?.draft === true && { draft: true }),
        ...(kind === "course" && typeof data?.category === "string" && { category: data.category }),
        ...(kind === "course" && !hasFutureBatch(data, today) && { noFutureBatch: true as const }),
        ...(kind === "form" && { shownOn: pagesShowing(data?.id, documents) }),
        ...(translations.length > 0 && { translations }),
      };
    })
    .sort((a, b) => GROUPS.indexOf(a.kind) - GROUPS.indexOf(b.kind) || a.title.localeCompare(b.title));
}

/** A file the list names, as the author and visitors know it: its title, and a page's address. */
export interface NamedFile {
  title: string;
  path?: string;
  draft?: boolean;
}

/**
 * Every file the list names, by file: its documents, and each page's translations, named after their
 * page ("About Us in Nepali", at /ne/about), as a draft's waiting files and what Publish put on the site say them.
 */
export function namedFiles(documents: readonly DocumentListItem[]): Map<string, NamedFile> {
  return new Map(
    documents.flatMap(({ file, title, path, draft, translations = [] }) => [
      [file, { title, ...(path !== undefined && { path }), ...(draft && { draft }) }] as const,
      ...translations.map(
        ({ language, file: translation }) =>
          [
            translation,
            {
              title: translationTitle(title, language),
              ...(path !== undefined && { path: translatedPath(path, language) }),
              ...(draft && { draft }),
            },
          ] as const,
      ),
    ]),
  );
}
