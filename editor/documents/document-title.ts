import { FORM_NAMES, formTitle } from "../../src/forms/form-names.ts";
import type { FormId } from "../../src/generated/form.ts";
import type { DocumentKind } from "./storage-contract.ts";
import { LANGUAGES, type Language } from "../../src/content/translation/languages.ts";

const isFormId = (id: unknown): id is FormId => typeof id === "string" && Object.hasOwn(FORM_NAMES, id);

/** What the editor calls a document: its title, "Site settings", a form's name, or its file's name. */
export function documentTitle(file: string, kind: DocumentKind, data: unknown): string {
  if (kind === "site") return "Site settings";
  const { title, id } = (data ?? {}) as { title?: unknown; id?: unknown };
  if (kind === "form" && isFormId(id)) return formTitle(id);
  const name = kind === "form" ? id : title;
  return typeof name === "string" && name.trim() ? name : file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
}

/** What the editor calls a page's translation: "About Us in Nepali". */
export function translationTitle(pageTitle: string, language: Language): string {
  return `${pageTitle} in ${LANGUAGES[language].inEnglish}`;
}
