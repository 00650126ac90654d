import Form, { type IChangeEvent } from "@rjsf/core";
import type {
  ErrorSchema,
  Experimental_DefaultFormStateBehavior,
  RJSFSchema,
  UiSchema,
  ValidatorType,
} from "@rjsf/utils";
import { AddressWidget } from "./address-widget";
import { ArrayFieldTemplate } from "./array-field-template";
import { ArrayItemTemplate } from "./array-item-template";
import { BaseInputTemplate } from "./base-input-template";
import { BlockPanel } from "./block-panel";
import { BlocksTemplate } from "./blocks-template";
import { CategoryWidget, FormFieldWidget } from "./suggesting-widgets";
import { CheckboxWidget, SelectWidget } from "./choice-widgets";
import type { EditorFormContext } from "./editor-form-context";
import { DocumentContext } from "./form-contexts";
import { FieldTemplate } from "./field-template";
import { MultiSchemaTemplate } from "./multi-schema-template";
import { ObjectFieldTemplate } from "./object-field-template";
import { TextWidget } from "./text-widget";

const TEMPLATES = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate: ArrayItemTemplate,
  BaseInputTemplate,
  MultiSchemaFieldTemplate: MultiSchemaTemplate,
};
const WIDGETS = { TextWidget, CheckboxWidget, SelectWidget };

const UI_SCHEMA: UiSchema = {
  "ui:submitButtonOptions": { norender: true },
  blocks: { "ui:ArrayFieldTemplate": BlocksTemplate, "ui:ArrayFieldItemTemplate": BlockPanel },
  // Publish (publish-control.tsx) is the one control of a draft's mark.
  draft: { "ui:widget": "hidden" },
  path: { "ui:widget": AddressWidget },
  category: { "ui:widget": CategoryWidget },
  // A form's own fields, by their names.
  action: { fileField: { "ui:widget": FormFieldWidget } },
  ownMail: { lines: { items: { field: { "ui:widget": FormFieldWidget } } } },
};

/**
 * rjsf adds nothing to the data on its own: a document opened and saved unchanged must be written
 * back byte for byte, so no defaults, no "const" values, no list filled up to its minimum, no empty
 * objects and no false for an unticked box. Only what the author types changes the data.
 */
export const KEEP_DATA_AS_IS: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: { populate: "never", mergeExtraDefaults: false },
  emptyObjectFields: "skipDefaults",
  constAsDefaults: "never",
  mergeDefaultsIntoFormData: "useFormDataIfPresent",
  allOf: "skipDefaults",
  requiredBooleanDefault: "skip",
};

// rjsf's own select and checkbox, styled from outside (their markup has no hooks of ours).
const CORE_WIDGETS =
  "[&_select]:w-full [&_select]:rounded-md [&_select]:border [&_select]:border-slate-400 [&_select]:bg-white [&_select]:px-3 [&_select]:py-2 " +
  "[&_.checkbox_label]:flex [&_.checkbox_label]:items-center [&_.checkbox_label]:gap-2 [&_.checkbox_label]:font-semibold " +
  "[&_.field-description]:text-sm [&_.field-description]:text-slate-600";

interface DocumentFormProps {
  schema: RJSFSchema;
  /** rjsf's validator for this schema, compiled when the editor was built (form-for.ts). */
  validator: ValidatorType;
  data: unknown;
  errors: ErrorSchema;
  context: EditorFormContext;
  /** The form's data after a change, and the id of the field it came from, when it came from one. */
  onChange: (data: unknown, id?: string) => void;
}

/**
 * The document as a form generated from its schema: no submit of its own (the editor saves), no
 * validation of its own (the dev server's validator speaks, through `extraErrors`), a <div> so
 * Enter in a field sends nothing.
 */
export function DocumentForm({ schema, validator, data, errors, context, onChange }: DocumentFormProps) {
  return (
    <DocumentContext value={data}>
      <Form
        tagName="div"
        schema={schema}
        uiSchema={UI_SCHEMA}
        validator={validator}
        formData={data}
        onChange={(event: IChangeEvent, id?: string) => onChange(event.formData, id)}
        extraErrors={errors}
        formContext={context}
        templates={TEMPLATES}
        widgets={WIDGETS}
        experimental_defaultFormStateBehavior={KEEP_DATA_AS_IS}
        showErrorList={false}
        noHtml5Validate
        idPrefix="field"
        className={`flex flex-col gap-5 ${CORE_WIDGETS}`}
      />
    </DocumentContext>
  );
}
