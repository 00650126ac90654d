import type { CoursePage, PageDocument, ServicePage } from "../src/generated/page.ts";
import { SITE_FILE, type ValidationResult } from "./validator/validate-pages.ts";

/** Source of virtual:routes: every route with its aliases and a lazy import of its document only. */
export function routeTableOf({ documents }: ValidationResult): string {
  const entries = documents.map(({ file, document }) => {
    const addresses = JSON.stringify([document.path, ...(document.aliases ?? [])]);
    return `  { path: ${JSON.stringify(document.path)}, addresses: ${addresses}, file: ${JSON.stringify(file)}, load: () => import(${JSON.stringify(`/${file}`)}).then((m) => m.default) },`;
  });
  return `export const routes = [\n${entries.join("\n")}\n];\n`;
}

/** Source of virtual:catalogue: the courses and services, in order, as menus, search and forms list them. */
export function catalogueOf(result: ValidationResult): string {
  // Only the dev server has drafts: it marks them in every list.
  const entries = (kind: "course" | "service") =>
    ordered(result, kind).map(({ title, path, draft }) => ({ title, path, ...(draft && { draft }) }));
  return [
    `export const courses = ${JSON.stringify(entries("course"))};`,
    `export const services = ${JSON.stringify(entries("service"))};`,
  ].join("\n");
}

/** Source of virtual:cards: what each course's and service's card shows, by path (only grids need it). */
export function cardsOf(result: ValidationResult): string {
  const cards = (kind: "course" | "service") =>
    Object.fromEntries(ordered(result, kind).map(({ path, card }) => [path, card]));
  return [
    `export const courseCards = ${JSON.stringify(cards("course"))};`,
    `export const serviceCards = ${JSON.stringify(cards("service"))};`,
  ].join("\n");
}

/**
 * Source of virtual:site: the site-wide settings. Without valid settings no page can be drawn, so
 * the module fails to load rather than serving what failed validation.
 */
export function siteOf({ site }: ValidationResult): string {
  if (!site) throw new Error(`${SITE_FILE} is invalid, so no page can be drawn: fix the problems the terminal lists.`);
  return `export const site = ${JSON.stringify(site)};\n`;
}

/** Source of virtual:forms: every valid form definition (only the form code imports it). */
export function formsOf({ forms }: ValidationResult): string {
  return `export const forms = ${JSON.stringify(forms)};\n`;
}

function ordered(result: ValidationResult, kind: "course" | "service"): (CoursePage | ServicePage)[] {
  return result.documents
    .map((d) => d.document)
    .filter((d): d is CoursePage | ServicePage => d.kind === kind)
    .sort(byOrderThenTitle);
}

function byOrderThenTitle(a: PageDocument, b: PageDocument): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title);
}
