import { getDefaultRegistry } from "@rjsf/core";
import { descriptionId, type WidgetProps } from "@rjsf/utils";
import { fieldLabel } from "../fields/field-label";
import { FieldHelp } from "./field-help";

const { CheckboxWidget: CoreCheckboxWidget } = getDefaultRegistry().widgets;

/**
 * rjsf's checkbox, labelled as every other field is ("Decorative", not the key "decorative"), with
 * its help after the box and its label (rjsf's own puts it before them).
 */
export function CheckboxWidget(props: WidgetProps) {
  return (
    <>
      <CoreCheckboxWidget
        {...props}
        options={{ ...props.options, description: "" }}
        label={fieldLabel([props.label])}
      />
      <FieldHelp id={descriptionId(props.id)} schema={props.schema} />
    </>
  );
}
