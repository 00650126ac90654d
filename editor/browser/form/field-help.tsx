import type { RJSFSchema } from "@rjsf/utils";
import clsx from "clsx";

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
