import { createContext } from "react";

/** A block as much as its panel's heading needs. */
export interface BlockSummary {
  type?: string;
  heading?: string;
}

/** The page's blocks, from the blocks list to each block's panel (rjsf gives an item no data of its own). */
export const BlocksContext = createContext<readonly BlockSummary[]>([]);
