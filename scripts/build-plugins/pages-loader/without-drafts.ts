import type { ValidationResult } from "../../validator/validate-texts.ts";

/**
 * The documents as the published site has them: drafts left out, and their translations, so no
 * route, list, menu, search, sitemap, structured data or form choice (all drawn from these
 * documents) names them.
 */
export function withoutDrafts(result: ValidationResult): ValidationResult {
  const drafts = new Set(result.documents.filter(({ document }) => document.draft).map(({ file }) => file));
  return {
    ...result,
    documents: result.documents.filter(({ file }) => !drafts.has(file)),
    translations: result.translations.filter(({ translates }) => !drafts.has(translates)),
  };
}
