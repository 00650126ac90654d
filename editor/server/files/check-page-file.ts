import { REFUSALS } from "../requests/editor-refusals.ts";
import { RequestError } from "../requests/request-error.ts";

/**
 * The document path a request names ("pages/courses/x.json"), when it is plainly one: relative,
 * under pages/, ending in .json, with forward slashes only. The query string was decoded once
 * already, so a "%" left over is a second encoding ("%252F") and is refused like "..", a
 * backslash, a NUL or a drive letter, rather than decoded again.
 */
export function checkPageFile(value: unknown): string {
  if (typeof value !== "string" || !/^pages\/[^\\%:\0]+\.json$/.test(value)) throw new RequestError(REFUSALS.badFile);
  const parts = value.split("/");
  if (parts.some((part) => part === "" || part === "." || part === "..")) throw new RequestError(REFUSALS.badFile);
  return value;
}
