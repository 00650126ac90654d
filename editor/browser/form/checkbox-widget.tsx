import { getDefaultRegistry } from "@rjsf/core";
import type { WidgetProps } from "@rjsf/utils";
import { fieldLabel } from "../fields/field-label";

const { CheckboxWidget: CoreCheckboxWidget } = getDefaultRegistry().widgets;

/** rjsf's checkbox, labelled as every other field is ("Decorative", not the key "decorative"). */
export function CheckboxWidget(props: WidgetProps) {
  return <CoreCheckboxWidget {...props} label={fieldLabel([props.label])} />;
}
