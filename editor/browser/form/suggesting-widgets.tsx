import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { addressesOf, categoryChoices, type Choice } from "../../documents/list-choices";
import type { DocumentListItem } from "../storage/editor-api";
import { useStorage } from "../storage/editor-storage";
import { BaseInputTemplate } from "./base-input-template";

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
