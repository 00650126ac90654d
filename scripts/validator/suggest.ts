import { closest, distance } from "fastest-levenshtein";
import type { FormWords } from "./problem.ts";
import { quoted } from "./quoted.ts";

/** The candidate closest to a misspelled word, if it is close enough to be what the author meant. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, [...candidates]);
  const allowed = Math.max(2, Math.floor(best.length / 3));
  return distance(word.toLowerCase(), best.toLowerCase()) <= allowed ? best : undefined;
}

/**
 * A form's words with the likely fix, when there is one: the message ends "Did you mean “logos:aws”?"
 * (the guess as the form shows it, `shown`), and the field offers to write the guess in one tap (`fix`).
 */
export function withGuess(words: FormWords, guess: string | undefined, shown = guess): FormWords {
  return guess ? { ...words, message: `${words.message} Did you mean ${quoted(shown!)}?`, fix: guess } : words;
}
