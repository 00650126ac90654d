/** Up to `size` entries of a list, around the one at `index` (as many before it as the list allows). */
export function windowAround<T>(list: readonly T[], index: number, size: number): T[] {
  const start = Math.max(0, Math.min(index - Math.floor((size - 1) / 2), list.length - size));
  return list.slice(start, start + size);
}
