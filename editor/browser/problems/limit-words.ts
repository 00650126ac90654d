import type { ListNoun } from "../fields/list-noun";

/**
 * How many entries a list takes, said before the limit bites: "Exactly 3 points", "5 or 6
 * questions", "Up to 4 facts", "At least 1 point"; undefined when it takes any number.
 */
export function limitWords(
  minItems: number | undefined,
  maxItems: number | undefined,
  noun: ListNoun,
): string | undefined {
  const min = minItems ?? 0;
  const counted = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  if (maxItems === undefined) return min > 0 ? `At least ${counted(min)}` : undefined;
  if (min === maxItems) return `Exactly ${counted(maxItems)}`;
  if (min === 0) return `Up to ${counted(maxItems)}`;
  return `${min} ${maxItems - min === 1 ? "or" : "to"} ${counted(maxItems)}`;
}
