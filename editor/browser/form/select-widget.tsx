import { getDefaultRegistry } from "@rjsf/core";
import type { WidgetProps } from "@rjsf/utils";

const { SelectWidget: CoreSelectWidget } = getDefaultRegistry().widgets;

/**
 * rjsf's choice list, each choice in the words the schema's "x-choices" gives it ("Enrolment form",
 * not "enrolment"); the value written to the file stays the schema's own.
 */
export function SelectWidget(props: WidgetProps) {
  const words = props.schema["x-choices"] as Record<string, string> | undefined;
  const enumOptions = props.options.enumOptions?.map((option) => ({
    ...option,
    label: words?.[String(option.value)] ?? option.label,
  }));
  return <CoreSelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
