import { createContext, use } from "react";
import type { FieldPath } from "../../../src/lib/json-pointer";

// What rjsf gives no template of its own: each list hands its entries down to its entries' templates.

/** A block as much as its panel's heading needs. */
export interface BlockSummary {
  type?: string;
  heading?: string;
}

/** The page's blocks, from the blocks list to each block's panel. */
export const BlocksContext = createContext<readonly BlockSummary[]>([]);

/** The type of the page block a field is in ("faq"), which says what its lists are; undefined outside blocks. */
export function useBlockType(path: FieldPath): string | undefined {
  const blocks = use(BlocksContext);
  return path[0] === "blocks" && path.length > 1 ? blocks[Number(path[1])]?.type : undefined;
}

/** A list's entries, from the list to each entry's template. */
export const ListContext = createContext<readonly unknown[]>([]);

/** The document being edited, from the form to a widget that offers what the document holds. */
export const DocumentContext = createContext<unknown>(undefined);

/** Whether a field is inside a group the document may leave out (a button under a text, the own-mail offer). */
export const OptionalGroupContext = createContext(false);
