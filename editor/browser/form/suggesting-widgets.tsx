import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import type { DocumentKind, DocumentListItem } from "../storage/editor-api";
import { useStorage } from "../storage/editor-storage";
import { BaseInputTemplate, type Choice } from "./base-input-template";

/** The categories the listed courses have, in alphabetical order: for a course to join one. */
export function categoriesOf(documents: readonly DocumentListItem[]): string[] {
  const categories = new Set(documents.flatMap(({ category }) => (category ? [category] : [])));
  return [...categories].sort((a, b) => a.localeCompare(b));
}

/** The categories, as choices: each says itself. */
const categoryChoices = (documents: readonly DocumentListItem[]): Choice[] =>
  categoriesOf(documents).map((value) => ({ value }));

/**
 * The addresses of the published pages listed (of one kind, if given), each with its page's title, in
 * alphabetical order of address: for a link to lead to one.
 */
function addressesOf(documents: readonly DocumentListItem[], kind?: DocumentKind): Choice[] {
  const addresses = documents.flatMap((item): Choice[] =>
    item.path && !item.draft && (kind === undefined || item.kind === kind)
      ? [{ value: item.path, label: item.title }]
      : [],
  );
  return addresses.sort((a, b) => a.value.localeCompare(b.value));
}

type Pick = (documents: DocumentListItem[]) => Choice[];

/**
 * A text field that offers, as the author types, what `pick` draws from the list of documents. The
 * list is asked of the storage when the field is first used; if it cannot be had, the field offers
 * nothing and asks again next time. Whatever is typed is taken: the validator judges it.
 */
function SuggestingInput({ pick, ...props }: WidgetProps & { pick: Pick }) {
  const storage = useStorage();
  const [suggestions, setSuggestions] = useState<Choice[]>();
  const load = () => {
    if (suggestions !== undefined) return;
    setSuggestions([]);
    storage.listDocuments().then(
      (documents) => setSuggestions(pick(documents)),
      () => setSuggestions(undefined),
    );
  };
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      onFocus={(id, value) => {
        load();
        props.onFocus(id, value);
      }}
      options={{ ...props.options, suggestions }}
    />
  );
}

/** A course's category: the other courses' categories are offered, so "Web Development" is not typed again with a slip. */
export function CategoryWidget(props: WidgetProps) {
  return <SuggestingInput {...props} pick={categoryChoices} />;
}

const courseAddresses: Pick = (documents) => addressesOf(documents, "course");

/**
 * Where a link goes, or which course a list shows (the schema's "x-ref"): the site's published pages,
 * or its courses, are offered; a full https:// address, a phone or a mail link is typed as before.
 */
export function ReferenceWidget(props: WidgetProps) {
  return <SuggestingInput {...props} pick={props.schema["x-ref"] === "course" ? courseAddresses : addressesOf} />;
}
