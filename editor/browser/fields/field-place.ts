import { blockLabel } from "./block-label.ts";
import { entryLabel } from "./entry-label.ts";
import { fieldLabel } from "./field-label.ts";
import { segmentsOf } from "../../../src/lib/json-pointer.ts";

const isIndex = (segment: string) => /^\d+$/.test(segment);
const childOf = (value: unknown, key: string): unknown =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;

// The dev server says where each problem is (editor/documents/check-save.ts), and Node loads
// this file and the ones it imports as they are: their imports name their files in full.

/**
 * Where a field is, in the labels the form shows on the way to it: "Frequently asked questions ›
 * Do I need my own laptop? › Answer", "Card › Logo 3". A list is named by the entry opened in it,
 * so its own label is left out; "" is the whole document.
 */
export function fieldPlace(document: unknown, pointer: string): string {
  const path = segmentsOf(pointer);
  const labels: string[] = [];
  let node = document;
  let blockType: string | undefined;
  path.forEach((segment, i) => {
    node = childOf(node, segment);
    const at = path.slice(0, i + 1);
    const next = path[i + 1];
    if (at.length === 2 && at[0] === "blocks") {
      blockType = String(childOf(node, "type") ?? "");
      labels.push(blockLabel(node as { type?: unknown; heading?: unknown }));
    } else if (isIndex(segment)) {
      // An entry with fields is named by what it says; one text is shown in its box, so by its number.
      labels.push(
        node !== null && typeof node === "object" ? entryLabel(at, node, blockType) : fieldLabel(at, blockType),
      );
    } else if (next === undefined || !isIndex(next)) {
      labels.push(fieldLabel(at, blockType));
    }
  });
  return labels.join(" › ");
}
