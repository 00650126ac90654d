import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { clockTime } from "../../../src/lib/clock-time";
import { BaseInputTemplate, examplePlaceholder } from "./base-input-template";
import { IconWidget, ReferenceWidget } from "./suggesting-widgets";

/**
 * Sentences and paragraphs (the schema's example is one, or the text is long) get a box that grows
 * with them; names, titles, questions, addresses and codes a line, where Enter cannot add a break.
 */
function isProse(schema: WidgetProps["schema"], value: unknown): boolean {
  if (schema.pattern || schema.format || schema.enum) return false;
  const example = examplePlaceholder(schema) ?? "";
  return (example.length >= 30 && /[.!]$/.test(example)) || (typeof value === "string" && value.length >= 100);
}

/** Enough lines for the text at about 70 characters a line, and one to grow into. */
function rowsFor(text: string): number {
  const lines = text.split("\n").reduce((count, line) => count + Math.max(1, Math.ceil(line.length / 70)), 0);
  return Math.min(12, Math.max(2, lines + 1));
}

/** rjsf's text widget: a line or, for prose, a text area, chosen once so typing never swaps them. */
export function TextWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, placeholder, options, schema, rawErrors } = props;
  const { onChange, onBlur, onFocus } = props;
  const [prose] = useState(() => isProse(schema, value));
  if (schema["x-input"] === "time") {
    // The browser's time control shows the author's own clock and gives "16:00" whatever they
    // typed; a time it cannot show (written "4:00 PM" in the file) stays in view as text until
    // it is put right.
    const shown = typeof value !== "string" || value === "" || clockTime(value) === value;
    return <BaseInputTemplate {...props} type={shown ? "time" : "text"} />;
  }
  // The browser's date control gives "2025-12-07" however the author's phone shows the day.
  if (schema["x-input"] === "date") return <BaseInputTemplate {...props} type="date" />;
  if (typeof schema["x-ref"] === "string") return <ReferenceWidget {...props} />;
  if (Array.isArray(schema["x-icon"])) return <IconWidget {...props} />;
  if (!prose) return <BaseInputTemplate {...props} type="text" />;
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      value={typeof value === "string" ? value : ""}
      placeholder={placeholder || examplePlaceholder(schema)}
      readOnly={readonly}
      disabled={disabled}
      rows={rowsFor(typeof value === "string" ? value : "")}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => {
        const next = event.target.value;
        onChange(
          next !== "" ? next : options.emptyValue !== undefined ? options.emptyValue : required ? "" : undefined,
        );
      }}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
    />
  );
}
