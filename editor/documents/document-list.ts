import type { DocumentKind, DocumentListItem } from "../browser/storage/editor-api.ts";
import { documentKind } from "./document-kind.ts";
import { documentTitle } from "./document-title.ts";
import { parseOrUndefined } from "./parse-or-undefined.ts";

const GROUPS: DocumentKind[] = ["course", "service", "page", "site", "form"];

/** The documents among these files of pages/ that the site uses, grouped by kind, then by title. */
export function documentList(texts: ReadonlyMap<string, string>): DocumentListItem[] {
  return [...texts]
    .flatMap(([file, text]): DocumentListItem[] => {
      const data = parseOrUndefined(text) as Record<string, unknown> | undefined;
      const kind = documentKind(file, data);
      if (!kind) return [];
      const path = kind === "site" || kind === "form" ? undefined : data?.path;
      return [
        {
          file,
          kind,
          title: documentTitle(file, kind, data),
          ...(typeof path === "string" && { path }),
          ...(data?.draft === true && { draft: true }),
          ...(kind === "course" && typeof data?.category === "string" && { category: data.category }),
        },
      ];
    })
    .sort((a, b) => GROUPS.indexOf(a.kind) - GROUPS.indexOf(b.kind) || a.title.localeCompare(b.title));
}
