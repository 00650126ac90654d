import type { Block } from "../generated/page";

export type BlockType = Block["type"];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/** What every block component receives: its own block from the page document. */
export interface BlockProps<K extends BlockType> {
  block: BlockOf<K>;
}
