import type { PageDocument } from "../../src/generated/page.ts";
import type { IconUse, Reference } from "./create-ajv.ts";
import type { JsonSource } from "./json-source.ts";

/** A page document that passed its schema, with what the cross-document checks need. */
export interface CheckedDocument {
  file: string;
  source: JsonSource;
  document: PageDocument;
  references: Reference[];
  icons: IconUse[];
}
