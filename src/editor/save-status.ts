import type { FieldProblem } from "./editor-api";

/** What the last press of Save came to. */
export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; path?: string }
  /** Errors remain: the first one is the field to fix. */
  | { kind: "refused"; first: FieldProblem; errors: number }
  /** The file changed on disk since it was opened. */
  | { kind: "conflict"; message: string }
  | { kind: "failed"; message: string };
