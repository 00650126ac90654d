import { FORMS_DIR, SITE_FILE } from "../../content-layout/content-layout.ts";

/**
 * What a change to each part of the repository can affect: the one table the test runner
 * (`npm test -- --since <ref>`), the git hosts' workflows (through `npm run -s test:scope`) and the
 * docs follow. Content is the site's pages and pictures: a change there is checked at the routes it
 * changes. Anything else (code, schemas, dependencies, configuration, the tests, these docs) can
 * change any page or check, so it runs everything.
 */
export const CONTENT_FOLDERS = [
  // The page documents, the site's settings and the forms.
  "pages/",
  // The pictures pages show.
  "public/images/",
];

/** Content that every page shows (the header, the footer, the forms): a change there is checked on one page of each layout. */
export const ON_EVERY_PAGE = [SITE_FILE, FORMS_DIR];

export type ChangeKind = "content" | "code";

export function kindOfChange(file: string): ChangeKind {
  return CONTENT_FOLDERS.some((folder) => file.startsWith(folder)) ? "content" : "code";
}
