import type { DocumentKind } from "../browser/storage/editor-api.ts";

/** What the editor calls a document: its title, "Site settings", a form's id, or its file's name. */
export function documentTitle(file: string, kind: DocumentKind, data: unknown): string {
  if (kind === "site") return "Site settings";
  const { title, id } = (data ?? {}) as { title?: unknown; id?: unknown };
  const name = kind === "form" ? id : title;
  return typeof name === "string" && name.trim() ? name : file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
}
