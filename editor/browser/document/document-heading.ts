import type { OpenedDocument } from "../storage/editor-api";

/** What the editor calls a document in its heading: its title, "Site settings", or the form's id. */
export function documentHeading({ kind, data, file }: OpenedDocument): string {
  const { title, id } = (data ?? {}) as { title?: unknown; id?: unknown };
  if (kind === "site") return "Site settings";
  if (kind === "form") return `Form: ${String(id ?? file)}`;
  return String(title ?? file);
}
