import { closest, distance } from "fastest-levenshtein";

/** The candidate closest to a misspelled word, if it is close enough to be what the author meant. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, [...candidates]);
  const allowed = Math.max(2, Math.floor(best.length / 3));
  return distance(word.toLowerCase(), best.toLowerCase()) <= allowed ? best : undefined;
}
