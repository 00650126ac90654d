import type { MessageCode } from "./messages.ts";

export type Severity = "error" | "warning";

/** One thing wrong (or suspicious) in one file, at one place, in words an author understands. */
export interface Problem {
  /** Path relative to the project root, with forward slashes: pages/courses/x.json */
  file: string;
  line: number;
  column: number;
  severity: Severity;
  message: string;
  /** JSON pointer of the value the problem is about ("" for the whole file). */
  pointer: string;
  /** What to do about it, when there is something specific to say. */
  hint?: string;
  /** Which entry of the catalogue (messages.ts) words it, where a tool treats that kind of problem apart. */
  code?: MessageCode;
}

export type Position = Pick<Problem, "line" | "column">;
