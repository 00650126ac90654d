import { fieldLabel } from "./field-label";
import { segmentsOf } from "./pointer";

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

/**
 * Where a field is, in the words the form shows: a block as its panel names it (its number and
 * heading), then each field's label, a list's entry by the list's name ("Item 3") alone. In a page
 * whose sixth block is the FAQ, "/blocks/5/items/2/answer" is "6. Frequently Asked Questions ›
 * Item 3 › Answer".
 */
export function placeLabel(document: unknown, pointer: string): string {
  const segments = segmentsOf(pointer);
  const labels = segments.flatMap((segment, i) => {
    if (isIndex(segments[i + 1])) return [];
    if (i === 1 && segments[0] === "blocks") return [blockName(document, Number(segment))];
    return [fieldLabel(segments.slice(0, i + 1))];
  });
  return labels.join(" › ");
}

function blockName(document: unknown, index: number): string {
  const blocks = (document as { blocks?: unknown } | null)?.blocks;
  const block = (Array.isArray(blocks) ? blocks[index] : undefined) as
    { heading?: unknown; type?: unknown } | undefined;
  const name = typeof block?.heading === "string" ? block.heading : fieldLabel([String(block?.type ?? "block")]);
  return `${index + 1}. ${name}`;
}
