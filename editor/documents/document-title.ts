import formId from "../../schema/form-id.schema.json" with { type: "json" };
import type { DocumentKind } from "../browser/storage/editor-api.ts";

/** Each form's name in words, as the schema gives it ("Career application"). */
const FORM_NAMES: Record<string, string> = formId["x-choices"];

/** What the editor calls a document: its title, "Site settings", a form's name, or its file's name. */
export function documentTitle(file: string, kind: DocumentKind, data: unknown): string {
  if (kind === "site") return "Site settings";
  const { title, id } = (data ?? {}) as { title?: unknown; id?: unknown };
  const name = kind === "form" && typeof id === "string" ? (FORM_NAMES[id] ?? id) : title;
  return typeof name === "string" && name.trim() ? name : file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
}
