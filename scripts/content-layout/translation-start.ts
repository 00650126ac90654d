import type { PageDocument } from "../../src/generated/page.ts";
import { schemaFor } from "./content-layout.ts";

/**
 * A page's translation as it starts (`target`, pages/ne/courses/x.json): the English page's blocks, each
 * by its type, with no text yet, so the page in that language shows the English until each text is
 * written. What `npm run translations -- --start` writes, and what the editor starts from.
 */
export function translationStart(target: string, english: Pick<PageDocument, "blocks">): object {
  const depth = target.split("/").length - 1;
  return {
    $schema: `${"../".repeat(depth)}schema/translation.schema.json`,
    blocks: english.blocks.map(({ type }) => ({ type })),
  };
}

/** Whether a save may make this file, which is not there yet: only a page's translation starts so. */
export const startsBySaving = (file: string): boolean => schemaFor(file) === "translation";

/** Why a save that would make another file is refused. */
export const NOT_STARTABLE =
  "Only a page's translation is started by saving it: make a new course or service with New.";
