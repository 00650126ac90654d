import { createContext, useContext } from "react";
import type { SiteSettings } from "../generated/site";

/** The words every form says, in the page's language (pages/_site.json's "formWords"). */
export type FormWords = SiteSettings["formWords"];

/** Given by the form (form-view.tsx) to its fields and notes. */
export const FormWordsContext = createContext<FormWords | undefined>(undefined);

/** The words every form says, in the page's language. */
export function useFormWords(): FormWords {
  const words = useContext(FormWordsContext);
  if (!words) throw new Error("useFormWords: drawn outside a form (form-view.tsx gives its parts the forms' words).");
  return words;
}
