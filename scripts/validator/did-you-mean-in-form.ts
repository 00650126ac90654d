import { quoted } from "./quoted.ts";

/** " Did you mean “logos:aws”?" to end a form's message with, or nothing when there is no guess. */
export function didYouMeanInForm(guess: string | undefined): string {
  return guess ? ` Did you mean ${quoted(guess)}?` : "";
}
