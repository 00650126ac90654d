import type { BlockOf, BlockType } from "../src/content/blocks";

/** The first block of a type in a page document imported from pages/, typed as that block. */
export function blockFromPage<K extends BlockType>(document: { blocks: { type: string }[] }, type: K): BlockOf<K> {
  const block = document.blocks.find((candidate) => candidate.type === type);
  if (!block) throw new Error(`The page document has no "${type}" block.`);
  return block as BlockOf<K>;
}
