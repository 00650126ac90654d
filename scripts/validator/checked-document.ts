import type { PageDocument } from "../../src/generated/page";
import type { Reference } from "./create-ajv";
import type { JsonSource } from "./json-source";

/** A page document that passed its schema, with what the cross-document checks need. */
export interface CheckedDocument {
  file: string;
  source: JsonSource;
  document: PageDocument;
  references: Reference[];
}
