import type { ReactNode } from "react";
import { lazyPart } from "../runtime/lazy-part";
import type { BlockOf, BlockProps, BlockType } from "../content/blocks";
import type { Catalogue } from "../content/catalogue/catalogue";
import type { PageDocument } from "../generated/page";
import type { PageSiteSettings } from "../content/site";

/** What a block is drawn with besides itself: the page it is on (none in a catalogue of blocks), the catalogue, the site settings. */
export interface BlockContext {
  page?: PageDocument;
  catalogue: Catalogue;
  site: PageSiteSettings;
}

/** A block type: its component, and how a block of that type, with its context, gives the component its props. */
export interface BlockEntry<K extends BlockType, P extends object = BlockProps<K>> {
  component: (props: P) => ReactNode;
  resolve: (block: BlockOf<K>, context: BlockContext) => P;
}

/** A block type drawn from the block alone. */
export function ownBlock<K extends BlockType>(component: (props: BlockProps<K>) => ReactNode): BlockEntry<K> {
  return { component, resolve: (block) => ({ block }) };
}

type Unresolved<K extends BlockType> = { block: BlockOf<K>; context: BlockContext };

/**
 * A block type whose code (its component and its resolve) loads only on the pages that show one; the
 * pre-rendered HTML stays the working page while it comes (React hydrates it once it has arrived).
 */
export function lazyBlock<K extends BlockType, P extends object>(
  load: () => Promise<BlockEntry<K, P>>,
): BlockEntry<K, Unresolved<K>> {
  const component = lazyPart(() =>
    load().then(({ component: Resolved, resolve }) => {
      const Unresolved = ({ block, context }: Unresolved<K>) => <Resolved {...resolve(block, context)} />;
      return Unresolved;
    }),
  );
  return { component, resolve: (block, context) => ({ block, context }) };
}
