import type { WidgetProps } from "@rjsf/utils";
import { use, useState } from "react";
import type { DocumentKind, DocumentListItem } from "../../documents/storage-contract";
import { isIconSetPrefix } from "../../../scripts/validator/icon-names";
import { useStorage } from "../storage/storage-context";
import { loadSiteRules } from "../storage/git/load-site-rules";
import { BaseInputTemplate, type Choice } from "./base-input-template";
import { DocumentContext } from "./form-contexts";

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

/**
 * A text field that offers, as the author types, the choices `offer` gives. They are asked for when
 * the field is first used; if they cannot be had, the field offers nothing and asks again next time.
 * Whatever is typed is taken: the validator judges it.
 */
function SuggestingInput({ offer, ...props }: WidgetProps & { offer: () => Promise<Choice[]> }) {
  const [suggestions, setSuggestions] = useState<Choice[]>();
  const load = () => {
    if (suggestions !== undefined) return;
    setSuggestions([]);
    offer().then(setSuggestions, () => setSuggestions(undefined));
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
  const storage = useStorage();
  return <SuggestingInput {...props} offer={() => storage.listDocuments().then(categoryChoices)} />;
}

/**
 * Where a link goes, or which course a list shows (the schema's "x-ref"): the site's published pages,
 * or its courses, are offered; a full https:// address, a phone or a mail link is typed as before.
 */
export function ReferenceWidget(props: WidgetProps) {
  const storage = useStorage();
  const kind = props.schema["x-ref"] === "course" ? "course" : undefined;
  return <SuggestingInput {...props} offer={() => storage.listDocuments().then((list) => addressesOf(list, kind))} />;
}

/**
 * An icon's name (the schema's "x-icon": the sets it may come from), such as a course card's marks:
 * every name of those sets is offered ("logos:kubernetes"), from the site's rules as the editor was
 * built with them (on a git host, checking the document has loaded them already).
 */
export function IconWidget(props: WidgetProps) {
  const prefixes = (props.schema["x-icon"] as string[]).filter(isIconSetPrefix);
  const offer = async () => {
    const rules = await loadSiteRules();
    return prefixes.flatMap((prefix) => [...rules.iconNames(prefix)].map((name) => ({ value: `${prefix}:${name}` })));
  };
  return <SuggestingInput {...props} offer={offer} />;
}

/**
 * Where a form names one of its own fields (the file field, a line of the visitor's own e-mail): the
 * names of the form's fields are offered, each with its label, as the form has them now.
 */
export function FormFieldWidget(props: WidgetProps) {
  const { fields } = (use(DocumentContext) ?? {}) as { fields?: { name?: unknown; label?: unknown }[] };
  const suggestions = (fields ?? []).flatMap(({ name, label }): Choice[] =>
    typeof name === "string" && name ? [{ value: name, ...(typeof label === "string" && { label }) }] : [],
  );
  return <BaseInputTemplate {...props} type="text" options={{ ...props.options, suggestions }} />;
}
