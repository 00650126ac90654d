/**
 * For each element of a new array, the index of the element of the old array it continues, or
 * undefined for one that is new. Only the layout of the text follows from this (which objects stay
 * on several lines), so a pairing need not be a minimal diff: equal elements pair first, wherever
 * they moved, so inserting, removing or moving an element leaves every other element as it was;
 * then the most alike (a block with one field changed); then, when as many are left on each side,
 * the rest in order (a one-field object whose field changed).
 */
export function pairElements(next: readonly unknown[], previous: readonly unknown[]): (number | undefined)[] {
  const pairs: (number | undefined)[] = next.map(() => undefined);
  const free = new Set(previous.keys());
  const nextKeys = next.map((value) => JSON.stringify(value));
  const previousKeys = previous.map((value) => JSON.stringify(value));

  for (const [index, key] of nextKeys.entries()) {
    const match = nearest(
      index,
      [...free].filter((old) => previousKeys[old] === key),
    );
    if (match !== undefined) take(index, match);
  }
  const candidates: { index: number; old: number; score: number }[] = [];
  for (const index of unpaired()) {
    for (const old of free) {
      const score = likeness(next[index], previous[old]);
      if (score > 0) candidates.push({ index, old, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score || Math.abs(a.index - a.old) - Math.abs(b.index - b.old));
  for (const { index, old } of candidates) if (pairs[index] === undefined && free.has(old)) take(index, old);

  const left = unpaired();
  if (left.length === free.size) [...free].forEach((old, i) => (pairs[left[i]] = old));
  return pairs;

  function take(index: number, old: number): void {
    pairs[index] = old;
    free.delete(old);
  }
  function unpaired(): number[] {
    return [...pairs.keys()].filter((index) => pairs[index] === undefined);
  }
}

function nearest(index: number, olds: number[]): number | undefined {
  return olds.sort((a, b) => Math.abs(a - index) - Math.abs(b - index))[0];
}

/** How many fields (or elements) two objects (or arrays) have in common; 0 for anything else. */
function likeness(a: unknown, b: unknown): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    const keys = new Set(b.map((value) => JSON.stringify(value)));
    return a.filter((value) => keys.has(JSON.stringify(value))).length;
  }
  if (!isObject(a) || !isObject(b)) return 0;
  return Object.keys(a).filter((key) => Object.hasOwn(b, key) && JSON.stringify(a[key]) === JSON.stringify(b[key]))
    .length;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
