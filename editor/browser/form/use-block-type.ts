import { use } from "react";
import type { FieldPath } from "../../../src/lib/json-pointer";
import { BlocksContext } from "./form-contexts";

/** The type of the page block a field is in ("faq"), which says what its lists are; undefined outside blocks. */
export function useBlockType(path: FieldPath): string | undefined {
  const blocks = use(BlocksContext);
  return path[0] === "blocks" && path.length > 1 ? blocks[Number(path[1])]?.type : undefined;
}
