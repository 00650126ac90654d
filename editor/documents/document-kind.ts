import type { DocumentKind } from "./storage-contract.ts";
import { FORMS_DIR, kindOfFolder, SITE_FILE, schemaFor } from "../../scripts/content-layout/content-layout.ts";

const PAGE_KINDS = new Set<unknown>(["course", "service", "page"]);

/**
 * Which list a document belongs to: the settings, a form, or by a page's own "kind" (by its folder
 * while the file is not readable JSON), or a page's translation. Undefined for files the site does not
 * use (_*.json) and for the translations of the settings and the forms.
 */
export function documentKind(file: string, data: unknown): DocumentKind | undefined {
  if (file === SITE_FILE) return "site";
  if (file.startsWith(FORMS_DIR)) return "form";
  const schema = schemaFor(file);
  if (schema === "translation") return "translation";
  // The settings' and the forms' translations are not edited here yet: they stay files to write.
  if (!schema || schema === "settings-translation") return undefined;
  const kind = (data as { kind?: unknown } | undefined)?.kind;
  if (PAGE_KINDS.has(kind)) return kind as DocumentKind;
  return kindOfFolder(file) ?? "page";
}

/** A page's address as its document gives it; none for the site settings and the forms. */
export function pageAddress(file: string, data: unknown): { path?: string } {
  const kind = documentKind(file, data);
  const path = (data as { path?: unknown } | null)?.path;
  return kind !== "site" && kind !== "form" && kind !== "translation" && typeof path === "string" ? { path } : {};
}
