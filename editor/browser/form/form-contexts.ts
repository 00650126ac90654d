import { createContext } from "react";

// What rjsf gives no template of its own: each list hands its entries down to its entries' templates.

/** A block as much as its panel's heading needs. */
export interface BlockSummary {
  type?: string;
  heading?: string;
}

/** The page's blocks, from the blocks list to each block's panel. */
export const BlocksContext = createContext<readonly BlockSummary[]>([]);

/** A list's entries, from the list to each entry's template. */
export const ListContext = createContext<readonly unknown[]>([]);
