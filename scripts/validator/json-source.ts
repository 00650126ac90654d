import {
  evaluate,
  parse,
  type AnyNode,
  type DocumentNode,
  type MemberNode,
  type ValueNode,
} from "@humanwhocodes/momoa";
import type { Position } from "./problem.ts";

/** A parsed JSON file that can tell where any value or key sits in its text. */
export interface JsonSource {
  value: unknown;
  /** Position of the value at a JSON pointer, or of the nearest parent that exists. */
  locate(pointer: string): Position;
  /** Position of the key of a property, for unknown or duplicated properties. */
  locateKey(pointer: string, key: string): Position;
}

export function parseJsonSource(text: string): JsonSource {
  const ast: DocumentNode = parse(text, { mode: "json", ranges: true });
  return {
    value: evaluate(ast),
    locate: (pointer) => start(nodeAt(ast.body, segments(pointer))),
    locateKey(pointer, key) {
      const node = nodeAt(ast.body, segments(pointer));
      const member = node.type === "Object" ? node.members.find((m) => keyOf(m) === key) : undefined;
      return start(member ? member.name : node);
    },
  };
}

export function segments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
}

function nodeAt(root: ValueNode, path: string[]): ValueNode {
  let node = root;
  for (const segment of path) {
    const next =
      node.type === "Object"
        ? node.members.find((m) => keyOf(m) === segment)?.value
        : node.type === "Array"
          ? node.elements[Number(segment)]?.value
          : undefined;
    if (!next) return node;
    node = next;
  }
  return node;
}

function start(node: AnyNode): Position {
  return { line: node.loc.start.line, column: node.loc.start.column };
}

/** A member's key as written (JSON keys are strings; the parser also knows bare identifiers). */
export function keyOf(member: MemberNode): string {
  return member.name.type === "String" ? member.name.value : member.name.name;
}
