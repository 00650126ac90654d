import type { ComponentType } from "react";
import type { BlockOf, BlockType } from "../src/content/blocks";
import { siteIn } from "../src/content/site";
import type { BlockContext, BlockEntry } from "../src/blocks/block-entry";
import { exampleCatalogue } from "./example-catalogue";
import { renderWithRouter } from "./render-with-router";

const site = await siteIn("en");

/**
 * Draws a block as the page would, through its type's entry: given a small example catalogue and the
 * site's settings unless the test gives its own (and a page, where the block depends on its page).
 */
export function renderBlock<K extends BlockType, P extends object>(
  entry: BlockEntry<K, P>,
  block: BlockOf<K>,
  context: Partial<BlockContext> = {},
) {
  const Component = entry.component as ComponentType<P>;
  return renderWithRouter(<Component {...entry.resolve(block, { catalogue: exampleCatalogue(), site, ...context })} />);
}
