import type { RJSFSchema } from "@rjsf/utils";
import { taggedOption } from "./resolve-local.ts";

/**
 * The schema a document is edited with: the page schema's one option for the document's "kind"
 * (the root's oneOf, told apart by its discriminator), so rjsf draws the course's own fields rather
 * than a choice between a page, a course and a service. The definitions stay, for every "$ref".
 */
export function schemaForDocument(bundle: RJSFSchema, data: unknown): RJSFSchema {
  const option = taggedOption(bundle, bundle, data);
  if (!option) return bundle;
  const { oneOf: _oneOf, discriminator: _discriminator, ...shared } = bundle;
  return { ...shared, ...option };
}
