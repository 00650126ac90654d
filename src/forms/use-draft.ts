import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { FormDefinition } from "../generated/form";
import { clearDraft, readDraft, writeDraft } from "./drafts";
import { formValuesOf, textValues, type FormValues } from "./form-values";
import { useFormWords } from "./form-words";

/**
 * Keeps what the visitor typed (drafts.ts), restores it after a reload or when a kept form is given
 * back, and lets the caller clear it once the form is sent.
 */
export function useDraft(definition: FormDefinition, form: UseFormReturn<FormValues>): () => void {
  const { reset, watch } = form;
  const words = useFormWords();
  useEffect(() => {
    const saved = readDraft(definition.id);
    // What the visitor typed before the scripts started wins over an older draft.
    const typed = form.getValues();
    if (saved)
      reset({ ...typed, ...formValuesOf(definition, saved, words), ...filledIn(typed) }, { keepDefaultValues: true });
    const subscription = watch((values) => writeDraft(definition.id, textValues(definition, values as FormValues)));
    return () => subscription.unsubscribe();
  }, [definition, form, reset, watch, words]);
  return () => clearDraft(definition.id);
}

/** The fields the visitor has filled in (an empty number field reads as NaN; no box ticked, as false or []). */
function filledIn(values: FormValues): FormValues {
  const filled = (value: FormValues[string]) =>
    typeof value === "number"
      ? Number.isFinite(value)
      : Array.isArray(value)
        ? value.length > 0
        : value !== "" && value != null && value !== false;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => filled(value)));
}
