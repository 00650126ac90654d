import { evaluate, type ValueNode } from "@humanwhocodes/momoa";
import { keyOf } from "../../scripts/validator/json-source.ts";
import { pairElements } from "./pair-elements.ts";

/**
 * JSON text of `value` for Prettier to format, carrying over from the original text (`before`, the
 * node at the same place, and `text`, its file) the only choices Prettier keeps from its input: an
 * object stays expanded when a newline followed its "{", and a blank line after a member or element
 * stays. Unchanged numbers and strings keep their spelling ("\u00e9", 1e3). Anything new is written on
 * one line, so Prettier lays it out as it would any new text.
 */
export function printWithLayout(value: unknown, before: ValueNode | undefined, text: string): string {
  if (Array.isArray(value)) {
    const old = before?.type === "Array" ? before.elements.map((element) => element.value) : [];
    const pairs = pairElements(value, old.map(evaluate));
    const items = value.map((item, i) => {
      const node = pairs[i] === undefined ? undefined : old[pairs[i]];
      return { printed: printWithLayout(item, node, text), node };
    });
    return `[${joined(items, text, ", ")}]`;
  }
  if (value !== null && typeof value === "object") {
    const members = before?.type === "Object" ? before.members : [];
    const items = Object.entries(value).map(([key, item]) => {
      // The last of duplicated keys, the one JSON.parse kept.
      const member = members.findLast((m) => keyOf(m) === key);
      return { printed: `${JSON.stringify(key)}: ${printWithLayout(item, member?.value, text)}`, node: member };
    });
    const first = members[0];
    const expanded =
      before?.type === "Object" && first && text.slice(before.loc.start.offset, first.loc.start.offset).includes("\n");
    return expanded ? `{\n${joined(items, text, ",\n")}\n}` : `{${joined(items, text, ", ")}}`;
  }
  const kept = before && isPrimitive(before) && Object.is(evaluate(before), value);
  return kept ? text.slice(before.loc.start.offset, before.loc.end.offset) : JSON.stringify(value);
}

function joined(
  items: { printed: string; node?: { loc: ValueNode["loc"] } }[],
  text: string,
  separator: string,
): string {
  return items
    .map(({ printed, node }, i) => {
      const last = i === items.length - 1;
      return last ? printed : printed + separator + (node && blankLineAfter(text, node.loc.end.offset) ? "\n\n" : "");
    })
    .join("");
}

/** Whether an empty line follows the line a member or element ends on: Prettier keeps one. */
function blankLineAfter(text: string, offset: number): boolean {
  const rest = /^[ \t]*,?[ \t]*\r?\n([ \t]*)(\r?\n)?/.exec(text.slice(offset, offset + 200));
  return Boolean(rest?.[2]);
}

function isPrimitive(node: ValueNode): boolean {
  return node.type === "String" || node.type === "Number" || node.type === "Boolean" || node.type === "Null";
}
