import { basename, dirname } from "pathe";
import { LANGUAGES, type Language } from "../../src/content/translation/languages.ts";

// The one answer to "what is this file under pages/?": its kind, its schema and its address. The validator,
// the build, the editor, the image command and the scaffold all ask here (docs/architecture.md).

/** The site's settings. */
export const SITE_FILE = "pages/_site.json";
/** The folder of the forms' definitions. */
export const FORMS_DIR = "pages/_forms/";

/** The schemas a file under pages/ answers to: a page's translation, or the settings' or a form's ("settings-translation"). */
export const SCHEMA_NAMES = ["page", "site", "form", "translation", "settings-translation"] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];
/** What an English file is: a page, the site's settings or a form; a translation translates one. */
export type TranslatedKind = "page" | "site" | "form";
/** What a page document is, as its folder says and its own "kind" must agree. */
export type PageKind = "page" | "course" | "service";

/** Each folder the site reads page documents from, and the kind of its documents. */
const PAGE_FOLDERS: Record<string, PageKind> = {
  pages: "page",
  "pages/courses": "course",
  "pages/services": "service",
};

/** Which schema a file answers to: the settings, a form definition, a page, or none (a file the site does not use, _*.json). */
export function schemaFor(file: string): SchemaName | undefined {
  if (file === SITE_FILE) return "site";
  if (file.startsWith(FORMS_DIR)) return "form";
  const translation = translationOf(file);
  if (translation) return translation.of === "page" ? "translation" : "settings-translation";
  return basename(file).startsWith("_") ? undefined : "page";
}

/** The kind a page document's folder gives it; undefined for a folder the site does not read. */
export function kindOfFolder(file: string): PageKind | undefined {
  return PAGE_FOLDERS[dirname(file)];
}

/**
 * What a file under a language's folder translates: pages/ne/courses/x.json is pages/courses/x.json in
 * Nepali, pages/ne/_site.json the site's settings (its menus and its own words), pages/ne/_forms/x.json a form.
 */
export function translationOf(file: string): { language: Language; source: string; of: TranslatedKind } | undefined {
  for (const [language, { folder }] of Object.entries(LANGUAGES) as [Language, { folder: string }][]) {
    if (!file.startsWith(folder)) continue;
    const source = `pages/${file.slice(folder.length)}`;
    const of = schemaFor(source);
    if (of === "page" || of === "site" || of === "form") return { language, source, of };
  }
  return undefined;
}

/** Where a page's translation into `language` is: pages/courses/x.json in Nepali is pages/ne/courses/x.json. */
export function translationFile(file: string, language: Language): string {
  return `${LANGUAGES[language].folder}${file.slice("pages/".length)}`;
}

/** The folder a new document of this kind goes in ("pages/courses/"). */
export function folderOfKind(kind: PageKind): string {
  return `${Object.entries(PAGE_FOLDERS).find(([, each]) => each === kind)![0]}/`;
}

/** The address a page's file name gives it: pages/courses/x.json is /x, home.json is /. */
export function addressOfFile(file: string): string {
  const name = basename(file, ".json");
  return name === "home" ? "/" : `/${name}`;
}

/** The file a page with this address has, in the folder of `file`. */
export function fileForAddress(file: string, path: string): string {
  return `${dirname(file)}/${path === "/" ? "home" : path.slice(1)}.json`;
}
