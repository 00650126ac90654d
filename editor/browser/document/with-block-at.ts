/** The page with a block inserted at an index of its blocks; the page's other keys keep their order. */
export function withBlockAt(page: unknown, index: number, block: object): unknown {
  const blocks = (page as { blocks?: unknown[] } | null)?.blocks ?? [];
  return { ...(page as object), blocks: [...blocks.slice(0, index), block, ...blocks.slice(index)] };
}
