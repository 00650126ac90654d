/** Whether a value is a JSON object (not a list, not null): the one test every reader of documents uses. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
