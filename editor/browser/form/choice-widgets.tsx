import { getDefaultRegistry } from "@rjsf/core";
import { descriptionId, type WidgetProps } from "@rjsf/utils";
import { words } from "../fields/field-label";
import { FieldHelp } from "./field-template";

// rjsf's own checkbox and choice list, in the author's words rather than the file's.
const { CheckboxWidget: CoreCheckboxWidget, SelectWidget: CoreSelectWidget } = getDefaultRegistry().widgets;

/**
 * A checkbox, labelled as every other field is (its "x-label", else "Decorative" for the key "decorative"), with its
 * help after the box and its label (rjsf's own puts it before them).
 */
export function CheckboxWidget(props: WidgetProps) {
  return (
    <>
      <CoreCheckboxWidget
        {...props}
        options={{ ...props.options, description: "" }}
        label={typeof props.schema["x-label"] === "string" ? props.schema["x-label"] : words(props.label)}
      />
      <FieldHelp id={descriptionId(props.id)} schema={props.schema} />
    </>
  );
}

/**
 * A choice list, each choice in the words the schema's "x-choices" gives it ("Enrolment form", not
 * "enrolment"); the value written to the file stays the schema's own.
 */
export function SelectWidget(props: WidgetProps) {
  const words = props.schema["x-choices"] as Record<string, string> | undefined;
  const enumOptions = props.options.enumOptions?.map((option) => ({
    ...option,
    label: words?.[String(option.value)] ?? option.label,
  }));
  return <CoreSelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
