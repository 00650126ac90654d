import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DocumentKind, DocumentListItem } from "../../browser/storage/editor-api.ts";
import { documentKind } from "./document-kind.ts";
import { documentTitle } from "./document-title.ts";
import { pageFiles } from "../files/page-files.ts";
import { parseOrUndefined } from "../requests/parse-or-undefined.ts";

const GROUPS: DocumentKind[] = ["course", "service", "page", "site", "form"];

/** Every document in root/pages the site uses, grouped by kind, then by title. */
export function listDocuments(root: string): DocumentListItem[] {
  return pageFiles(root)
    .flatMap((file): DocumentListItem[] => {
      const data = parseOrUndefined(readFileSync(join(root, file), "utf8")) as Record<string, unknown> | undefined;
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
