import { descriptionId, type ObjectFieldTemplateProps } from "@rjsf/utils";
import { use } from "react";
import { entryLabel } from "../fields/entry-label";
import { fieldLabel } from "../fields/field-label";
import { FieldHelp } from "./field-template";
import { PictureControls, isPicture } from "./picture-controls";
import { OptionalGroupContext, useBlockType } from "./form-contexts";

/**
 * A group of fields: the whole document and a block draw theirs plainly (the page and the block's
 * panel give them a heading); any other group is a fieldset named by its property (a list entry by
 * what it says), with its description, and with a picture chooser when it is a picture.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, schema, registry, formData, required } = props;
  const path = fieldPathId.path;
  const fields = properties.map((property) => property.content);
  const blockType = useBlockType(path);
  const inOptionalGroup = use(OptionalGroupContext);
  // A choice of schemas has no fields of its own: its chosen option draws them.
  if ((schema.oneOf || schema.anyOf) && properties.length === 0) return null;
  if (path.length === 0) return <div className="flex flex-col gap-5">{fields}</div>;
  if (path.length === 2 && path[0] === "blocks") {
    return (
      <div className="flex flex-col gap-4">
        {schema.description ? <p className="text-slate-600">{schema.description}</p> : null}
        {fields}
      </div>
    );
  }
  const isProperty = typeof path.at(-1) === "string";
  // A list entry is named by what it says (a question, a title), its fields by what they are.
  const legend = isProperty ? fieldLabel(path, blockType) : entryLabel(path, formData, blockType);
  return (
    <fieldset
      id={fieldPathId.$id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 bg-white p-3 sm:p-4"
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      {isProperty ? <FieldHelp id={descriptionId(fieldPathId)} schema={schema} className="-mt-2" /> : null}
      {isPicture(schema) ? <PictureControls path={path} picture={formData} registry={registry} /> : null}
      <OptionalGroupContext value={inOptionalGroup || (isProperty && !required)}>{fields}</OptionalGroupContext>
    </fieldset>
  );
}
