import type { CoursePage, PageDocument, ServicePage } from "../src/generated/page.ts";
import type { ValidationResult } from "./validator/validate-pages.ts";

/** Source of virtual:routes: every route with its aliases and a lazy import of its document only. */
export function routeTableOf({ documents }: ValidationResult): string {
  const entries = documents.map(({ file, document }) => {
    const addresses = JSON.stringify([document.path, ...(document.aliases ?? [])]);
    return `  { path: ${JSON.stringify(document.path)}, addresses: ${addresses}, file: ${JSON.stringify(file)}, load: () => import(${JSON.stringify(`/${file}`)}).then((m) => m.default) },`;
  });
  return `export const routes = [\n${entries.join("\n")}\n];\n`;
}

/** Source of virtual:catalogue: the courses and services with what lists, menus and forms show. */
export function catalogueOf({ documents }: ValidationResult): string {
  const entriesOf = <T extends CoursePage | ServicePage>(kind: T["kind"]) =>
    documents
      .map((d) => d.document)
      .filter((d): d is T => d.kind === kind)
      .sort(byOrderThenTitle)
      .map(({ title, path, card }) => ({ title, path, card }));
  return [
    `export const courses = ${JSON.stringify(entriesOf<CoursePage>("course"))};`,
    `export const services = ${JSON.stringify(entriesOf<ServicePage>("service"))};`,
  ].join("\n");
}

function byOrderThenTitle(a: PageDocument, b: PageDocument): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title);
}
