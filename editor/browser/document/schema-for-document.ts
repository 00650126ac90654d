import type { RJSFSchema } from "@rjsf/utils";
import { resolveLocal } from "./resolve-local.ts";
import { isRecord } from "../../../src/lib/is-record.ts";

/**
 * The schema a document is edited with: the page schema's one option for the document's "kind"
 * (the root's oneOf, told apart by its discriminator), so rjsf draws the course's own fields rather
 * than a choice between a page, a course and a service. The definitions stay, for every "$ref".
 */
export function schemaForDocument(bundle: RJSFSchema, data: unknown): RJSFSchema {
  const tag = (bundle.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!tag || !Array.isArray(bundle.oneOf) || !isRecord(data)) return bundle;
  const option = bundle.oneOf
    .map((candidate) => resolveLocal(bundle, candidate as RJSFSchema))
    .find((candidate) => (candidate?.properties?.[tag] as RJSFSchema | undefined)?.const === data[tag]);
  if (!option) return bundle;
  const { oneOf: _oneOf, discriminator: _discriminator, ...shared } = bundle;
  return { ...shared, ...option };
}
