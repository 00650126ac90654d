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
  /** The same problem said at its field in a form (the page editor), when `message` speaks of the file. */
  form?: FormWords;
}

/**
 * A problem in the words of a form: said under the field it is about, so it names no field, and it
 * asks for nothing a form has no such thing as (double quotes, brackets, keys, file names).
 */
export interface FormWords {
  message: string;
  hint?: string;
  /** JSON pointer of the field the problem belongs to in a form, when not the problem's own (a missing field). */
  pointer?: string;
  /** The value that puts it right, when the problem is a slip with one likely fix: the field offers to write it. */
  fix?: string;
}

export type Position = Pick<Problem, "line" | "column">;
