import { segmentsOf } from "../../src/lib/json-pointer.ts";
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

/**
 * `ast` is the tree of `text` when the caller has parsed it already. The tree is not kept: most
 * documents have nothing to point at, and a thousand trees held at once cost more in garbage
 * collection than parsing again the few files that do.
 */
export function parseJsonSource(text: string, ast: DocumentNode = parseJson(text)): JsonSource {
  let tree: DocumentNode | undefined;
  const body = () => (tree ??= parseJson(text)).body;
  return {
    value: evaluate(ast),
    locate: (pointer) => start(nodeAt(body(), segmentsOf(pointer))),
    locateKey(pointer, key) {
      const node = nodeAt(body(), segmentsOf(pointer));
      const member = node.type === "Object" ? node.members.find((m) => keyOf(m) === key) : undefined;
      return start(member ? member.name : node);
    },
  };
}

/** The one way this validator parses JSON, so every tree it reads has the same shape. */
export function parseJson(text: string): DocumentNode {
  return parse(text, { mode: "json" });
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
