import { documentKind } from "./document-kind.ts";

/** A page's address as its document gives it; none for the site settings and the forms. */
export function pageAddress(file: string, data: unknown): { path?: string } {
  const kind = documentKind(file, data);
  const path = (data as { path?: unknown } | null)?.path;
  return kind !== "site" && kind !== "form" && typeof path === "string" ? { path } : {};
}
