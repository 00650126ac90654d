import type { AddressMove, FieldProblem } from "./editor-api";

/** What the last press of Save came to. */
export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  /** `move`: the page moved to a new address, and the editor with it. */
  | { kind: "saved"; path?: string; move?: AddressMove }
  /** Errors remain: the first one is the field to fix. */
  | { kind: "refused"; first: FieldProblem; errors: number }
  /** The file changed on disk since it was opened; `canChoose`: its fields can be chosen one by one. */
  | { kind: "conflict"; message: string; canChoose: boolean }
  | { kind: "failed"; message: string };
