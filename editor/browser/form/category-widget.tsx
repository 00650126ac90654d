import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { categoriesOf } from "../../documents/document-list";
import { useStorage } from "../storage/editor-storage";
import { BaseInputTemplate } from "./base-input-template";

/**
 * A course's category, typed, with the categories the other courses have offered as the author
 * types, so that "Web Development" is picked rather than typed again with a slip. They are asked
 * of the storage when the field is first used; if they cannot be had, the field is typed as before.
 */
export function CategoryWidget(props: WidgetProps) {
  const storage = useStorage();
  const [categories, setCategories] = useState<string[]>();
  const onFocus: WidgetProps["onFocus"] = (id, value) => {
    if (categories === undefined) {
      setCategories([]);
      storage.listDocuments().then(
        (documents) => setCategories(categoriesOf(documents)),
        () => setCategories(undefined),
      );
    }
    props.onFocus(id, value);
  };
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      onFocus={onFocus}
      options={{ ...props.options, suggestions: categories }}
    />
  );
}
