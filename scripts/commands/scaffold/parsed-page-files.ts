export interface PageFile {
  /** Relative to the root, with forward slashes: pages/courses/x.json */
  file: string;
  /** The parsed document, or undefined when the file is not valid JSON (yet). */
  data: Record<string, unknown> | undefined;
}

/**
 * The files of pages/ read leniently: the scaffold and the editor must still protect the addresses
 * of documents that are half-edited and would fail validation.
 */
export function parsedPageFiles(texts: ReadonlyMap<string, string>): PageFile[] {
  return [...texts].map(([file, text]) => ({ file, data: parseObject(text) }));
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
