import type { ErrorSchema } from "@rjsf/utils";
import type { FieldProblem } from "../../documents/storage-contract";
import { segmentsOf } from "../../../src/lib/json-pointer";

/** The validator's errors as rjsf's `extraErrors`: each message at its field, in the validator's words. */
export function problemsToErrors(problems: readonly FieldProblem[]): ErrorSchema {
  const root: ErrorSchema = {};
  for (const problem of problems) {
    if (problem.severity !== "error") continue;
    let node = root as Record<string, unknown>;
    for (const segment of segmentsOf(problem.pointer)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const messages = (node.__errors ??= []) as string[];
    if (!messages.includes(problem.message)) messages.push(problem.message);
  }
  return root;
}
