import { closest, distance } from "fastest-levenshtein";
import { quoted } from "./quoted.ts";

/** The candidate closest to a misspelled word, if it is close enough to be what the author meant. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, [...candidates]);
  const allowed = Math.max(2, Math.floor(best.length / 3));
  return distance(word.toLowerCase(), best.toLowerCase()) <= allowed ? best : undefined;
}

/** " Did you mean “logos:aws”?" to end a form's message with, or nothing when there is no guess. */
export function didYouMeanInForm(guess: string | undefined): string {
  return guess ? ` Did you mean ${quoted(guess)}?` : "";
}
