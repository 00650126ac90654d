import { dirname, relative, resolve, sep } from "node:path";
import type { Rule } from "eslint";
import type { Node } from "estree";

/**
 * src/'s rooms, each importing only from those after it: the page's shell (app) draws pages (render) of
 * blocks, which use the search, the forms and the ui, which read the content; at the end what every room
 * needs at run time (runtime: loading a part, waiting to be seen or idle, early input, hydration, the
 * markers), which imports from none. An order, so no two rooms can import each other, even through a third.
 */
export const ROOMS = [
  "app",
  "render",
  "blocks",
  "search",
  "forms",
  "ui",
  "content",
  "pictures",
  "lib",
  "generated",
  "runtime",
];

const SRC = resolve(import.meta.dirname, "../../src");

/** The room a file is in, or undefined outside src/'s rooms. */
function roomOf(file: string): string | undefined {
  const path = relative(SRC, file);
  const [room] = path.split(sep);
  return !path.startsWith("..") && ROOMS.includes(room) ? room : undefined;
}

/** An ESLint rule: an import from a room before the file's own is refused, naming the order. */
export const roomsInOneDirection: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: 'src/\'s rooms import in one direction (README, "Where things are").' },
    schema: [],
    messages: {
      against:
        "src/{{from}}/ may not import from src/{{to}}/: src/'s rooms import in one direction ({{order}}). Move what both need into the later room, or into src/runtime/ if every room needs it.",
    },
  },
  create(context) {
    const from = roomOf(context.filename);
    if (!from) return {};
    const check = (node: Node, source: unknown) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const to = roomOf(resolve(dirname(context.filename), source));
      if (!to || ROOMS.indexOf(to) >= ROOMS.indexOf(from!)) return;
      context.report({ node, messageId: "against", data: { from, to, order: ROOMS.join(" → ") } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};
