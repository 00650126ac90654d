import { blockName } from "./block-name.ts";
import { truncate } from "./truncate.ts";

/**
 * A block of a page named so it can be told from others of its kind: its kind's name and its
 * heading ("List of points “Benefits of This Course”"), the name alone when the heading only says it again.
 */
export function blockLabel(block: { type?: unknown; heading?: unknown } | null | undefined): string {
  const name = blockName(block?.type);
  const heading = typeof block?.heading === "string" ? block.heading.trim() : "";
  return heading === "" || heading.toLowerCase() === name.toLowerCase() ? name : `${name} “${truncate(heading, 32)}”`;
}
