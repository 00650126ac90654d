/** The parsed text, or undefined when it is not JSON (a document half-edited in a text editor). */
export function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
