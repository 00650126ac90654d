import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { FormDefinition } from "../generated/form";
import type { FormValues } from "./form-values";

const key = (id: string) => `draft:${id}`;

/**
 * Keeps what the visitor typed in sessionStorage (never files), restores it after a reload, and
 * lets the caller clear it once the form is sent.
 */
export function useDraft(definition: FormDefinition, form: UseFormReturn<FormValues>, enabled: boolean): () => void {
  const { reset, watch } = form;
  useEffect(() => {
    if (!enabled) return undefined;
    const saved = readDraft(definition.id);
    // What the visitor typed before the scripts started wins over an older draft.
    const typed = form.getValues();
    if (saved) reset({ ...typed, ...saved, ...filledIn(typed) }, { keepDefaultValues: true });
    const subscription = watch((values) => {
      const text = Object.fromEntries(
        definition.fields.filter((f) => f.type !== "file").map((f) => [f.name, values[f.name] ?? ""]),
      );
      sessionStorage.setItem(key(definition.id), JSON.stringify(text));
    });
    return () => subscription.unsubscribe();
  }, [definition, enabled, form, reset, watch]);
  return () => sessionStorage.removeItem(key(definition.id));
}

function readDraft(id: string): FormValues | undefined {
  try {
    const text = sessionStorage.getItem(key(id));
    return text ? (JSON.parse(text) as FormValues) : undefined;
  } catch {
    return undefined;
  }
}

function filledIn(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "" && value != null));
}
