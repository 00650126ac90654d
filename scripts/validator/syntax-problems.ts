import { tokenize, type DocumentNode, type MemberNode, type Token, type ValueNode } from "@humanwhocodes/momoa";
import { pointerOf } from "../../src/lib/json-pointer.ts";
import { keyOf, parseJson } from "./json-source.ts";
import { wordsOf } from "./messages.ts";
import type { Position } from "./problem.ts";

/** A problem that stops the text from being read as JSON: worded by the catalogue (messages.ts). */
export interface SyntaxProblem extends Position {
  message: string;
  hint?: string;
  pointer: string;
}

interface MomoaError extends Error {
  line: number;
  column: number;
  offset: number;
}

const VALUE_END = new Set(["String", "Number", "Boolean", "Null", "RBrace", "RBracket"]);
const VALUE_START = new Set(["String", "Number", "Boolean", "Null", "LBrace", "LBracket"]);

export interface SyntaxCheck {
  problems: SyntaxProblem[];
  /** The parsed text, when it is JSON, for reading its value without parsing it again. */
  ast?: DocumentNode;
}

/**
 * Problems that stop the file from being read as JSON, in the words of someone who edits it by
 * hand: a missing or extra comma, unquoted text, a missing bracket. Empty when the text is JSON.
 */
export function syntaxProblems(text: string): SyntaxCheck {
  try {
    const ast = parseJson(text);
    return { problems: duplicateKeys(ast.body, []), ast };
  } catch (error) {
    if (!isMomoaError(error)) throw error;
    return { problems: [explain(text, error)] };
  }
}

function isMomoaError(error: unknown): error is MomoaError {
  return error instanceof Error && typeof (error as MomoaError).line === "number";
}

function explain(text: string, error: MomoaError): SyntaxProblem {
  const at = { line: error.line, column: error.column, pointer: "" };
  const tokens = safeTokens(text);
  const here = tokens.find((t) => t.loc.start.offset >= error.offset);
  const before = [...tokens].reverse().find((t) => t.loc.end.offset <= error.offset);

  if (here && before && VALUE_START.has(here.type) && VALUE_END.has(before.type)) {
    return {
      ...at,
      line: before.loc.end.line,
      column: before.loc.end.column,
      ...wordsOf("missingComma", {}),
    };
  }
  if (here && before?.type === "Comma" && (here.type === "RBrace" || here.type === "RBracket")) {
    return {
      ...at,
      line: before.loc.start.line,
      column: before.loc.start.column,
      ...wordsOf("trailingComma", {}),
    };
  }
  if (/end of input/i.test(error.message)) {
    return { ...at, ...wordsOf("endsEarly", {}) };
  }
  if (/'''|Unexpected character "'"|character '\\''/.test(error.message) || text[error.offset] === "'") {
    return { ...at, ...wordsOf("singleQuotes", {}) };
  }
  if (/identifier/i.test(error.message)) {
    return { ...at, ...wordsOf("unquotedWord", {}) };
  }
  return { ...at, ...wordsOf("notJson", {}) };
}

function safeTokens(text: string): Token[] {
  try {
    return tokenize(text, { mode: "json", ranges: true });
  } catch {
    return [];
  }
}

/** Keys met twice in one group. The path is joined into a pointer only for a duplicate found. */
function duplicateKeys(node: ValueNode, path: (string | number)[]): SyntaxProblem[] {
  if (node.type === "Array") {
    return node.elements.flatMap((e, i) => duplicateKeys(e.value, [...path, i]));
  }
  if (node.type !== "Object") return [];
  const seen = new Map<string, MemberNode>();
  const problems: SyntaxProblem[] = [];
  for (const member of node.members) {
    const key = keyOf(member);
    const first = seen.get(key);
    if (first) {
      problems.push({
        line: member.name.loc.start.line,
        column: member.name.loc.start.column,
        pointer: pointerOf([...path, key]),
        ...wordsOf("duplicateKey", { key, firstLine: first.name.loc.start.line }),
      });
    } else {
      seen.set(key, member);
    }
    if (member.value.type === "Object" || member.value.type === "Array") {
      problems.push(...duplicateKeys(member.value, [...path, key]));
    }
  }
  return problems;
}
