import { descriptionId, type FieldTemplateProps, type RJSFSchema } from "@rjsf/utils";
import clsx from "clsx";
import { use } from "react";
import { fieldLabel } from "../fields/field-label";
import { focusField } from "../fields/focus-field";
import { pointerOf } from "../../../src/lib/json-pointer";
import { editorContextOf } from "./editor-form-context";
import { OptionalGroupContext, useBlockType } from "./form-contexts";
import { FieldProblems } from "./field-problems";

/**
 * Every field: its label (the property's name in words), its help (FieldHelp, below), the
 * input, and its problems. Fields an author never changes (a "const" such as a block's type, the
 * file's "$schema") are not drawn; their values stay in the data as they are.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors = [], schema, fieldPathId, registry, required, hidden, onChange } = props;
  const path = fieldPathId.path;
  const last = path.at(-1);
  const blockType = useBlockType(path);
  if (hidden || schema.const !== undefined || last === "$schema") return null;
  // A choice of schemas (a block, a form's action) is drawn by the option its data matches.
  if (schema.oneOf || schema.anyOf) return children;

  const pointer = pointerOf(path);
  const { warnings, fixes, placePicture } = editorContextOf(registry);
  const fix = fixes[pointer];
  // The fix is a change of its own (no field id): one undo takes it back, apart from any typing before it.
  // A picture's address brings that picture's width and height with it.
  const onFix = () => {
    if (last === "src") placePicture(path.slice(0, -1), fix);
    else onChange(fix, path);
    requestAnimationFrame(() => focusField(pointer));
  };
  const problems = (
    <FieldProblems
      id={id}
      errors={rawErrors}
      warnings={warnings[pointer] ?? []}
      onFix={fix === undefined ? undefined : onFix}
    />
  );
  if (schema.type === "object" || schema.type === "array" || schema.type === "boolean") {
    return (
      <div data-pointer={pointer} className="flex flex-col gap-1">
        {children}
        {problems}
      </div>
    );
  }
  // A list entry is named by its number; the list says what its entries are.
  const isProperty = typeof last === "string" && !/^\d+$/.test(last);
  return (
    <div data-pointer={pointer} className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {fieldLabel(path, blockType)}
        {required && isProperty ? <RequiredMark /> : null}
      </label>
      {isProperty ? <FieldHelp id={descriptionId(id)} schema={schema} /> : null}
      {children}
      {problems}
    </div>
  );
}

/**
 * A field's help in the page editor: the schema's "x-help" where its description speaks of the file
 * (quotes, true, folders under public/), otherwise the description, which reads the same in the file
 * and in a form.
 */
export function fieldHelpText(schema: RJSFSchema): string | undefined {
  return typeof schema["x-help"] === "string" ? schema["x-help"] : schema.description;
}

/** The help under a field's label, or nothing; `id` is the one its input names in aria-describedby. */
export function FieldHelp({ id, schema, className }: { id: string; schema: RJSFSchema; className?: string }) {
  const help = fieldHelpText(schema);
  if (!help) return null;
  return (
    <p id={id} className={clsx("text-sm text-slate-600 [overflow-wrap:anywhere]", className)}>
      {help}
    </p>
  );
}

/** "(required)" beside a label; inside a group the document may leave out, required once that group is used. */
export function RequiredMark() {
  const inOptionalGroup = use(OptionalGroupContext);
  return (
    <span className="font-normal text-slate-500">
      {inOptionalGroup ? " (required if this part is used)" : " (required)"}
    </span>
  );
}
