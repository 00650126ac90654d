import type { DocumentKind, DocumentListItem } from "../browser/storage/editor-api.ts";

// What the list of documents offers a field as the author types (editor/browser/form/suggesting-widgets.tsx),
// apart from document-list.ts, which reads the validator's rules: the index page loads this without them.

/** The categories the listed courses have, in alphabetical order: for a course to join one. */
export function categoriesOf(documents: readonly DocumentListItem[]): string[] {
  const categories = new Set(documents.flatMap(({ category }) => (category ? [category] : [])));
  return [...categories].sort((a, b) => a.localeCompare(b));
}

/** The addresses of the published pages listed (of one kind, if given), in alphabetical order: for a link to lead to one. */
export function addressesOf(documents: readonly DocumentListItem[], kind?: DocumentKind): string[] {
  const addresses = documents.flatMap(({ path, draft, ...item }) =>
    path && !draft && (kind === undefined || item.kind === kind) ? [path] : [],
  );
  return addresses.sort((a, b) => a.localeCompare(b));
}
