import type { ValidationResult } from "../../validator/validate-texts.ts";

/**
 * The documents as the published site has them: drafts left out, so no route, list, menu, search,
 * sitemap, structured data or form choice (all drawn from these documents) names them.
 */
export function withoutDrafts(result: ValidationResult): ValidationResult {
  return { ...result, documents: result.documents.filter(({ document }) => !document.draft) };
}
