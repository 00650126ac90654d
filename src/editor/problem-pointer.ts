import type { FieldProblem } from "./editor-api";
import { pointerOf, segmentsOf } from "./pointer";

// The validator places a missing field's problem at the object that lacks it (the only place it can
// point at in the file); the form has an input for the missing field itself, which is where an author
// looks and types. Its words come from scripts/validator/schema-problems.ts ("required").
const MISSING = /"([^"]+)" is missing\.$/;

/** Where in the form a problem belongs: its own field, or the missing field it names. */
export function problemPointer(problem: FieldProblem): string {
  const missing = MISSING.exec(problem.message)?.[1];
  return missing === undefined ? problem.pointer : pointerOf([...segmentsOf(problem.pointer), missing]);
}
