// What the list of documents offers a field as the author types (editor/browser/form/suggesting-widgets.tsx),
// apart from document-list.ts, which reads the validator's rules: the index page loads this without them.
import type { DocumentKind, DocumentListItem } from "../browser/storage/editor-api.ts";

/** A value a field may take, and what it is, when the value alone says little (a page's title beside its address). */
export interface Choice {
  value: string;
  label?: string;
}

/** The categories the listed courses have, in alphabetical order: for a course to join one. */
export function categoriesOf(documents: readonly DocumentListItem[]): string[] {
  const categories = new Set(documents.flatMap(({ category }) => (category ? [category] : [])));
  return [...categories].sort((a, b) => a.localeCompare(b));
}

/** The categories, as choices: each says itself. */
export const categoryChoices = (documents: readonly DocumentListItem[]): Choice[] =>
  categoriesOf(documents).map((value) => ({ value }));

/**
 * The addresses of the published pages listed (of one kind, if given), each with its page's title, in
 * alphabetical order of address: for a link to lead to one.
 */
export function addressesOf(documents: readonly DocumentListItem[], kind?: DocumentKind): Choice[] {
  const addresses = documents.flatMap((item): Choice[] =>
    item.path && !item.draft && (kind === undefined || item.kind === kind)
      ? [{ value: item.path, label: item.title }]
      : [],
  );
  return addresses.sort((a, b) => a.value.localeCompare(b.value));
}
