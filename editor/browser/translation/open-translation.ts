import type { EditorStorage, OpenedDocument } from "../../documents/storage-contract";
import type { PageDocument } from "../../../src/generated/page";
import type { TranslationDocument } from "../../../src/content/translation/translated-page";
import { translationOf } from "../../../scripts/content-layout/content-layout";
import { translationStart } from "../../../scripts/content-layout/translation-start";

/** A page's translation opened beside its English page; `version` null while it is not started (its first save makes it). */
export interface OpenedTranslation {
  english: OpenedDocument & { data: PageDocument };
  translation: TranslationDocument;
  version: string | null;
}

/** Opens a page's translation and its English page; one not started yet starts as `npm run translations -- --start` would. */
export async function openTranslation(storage: EditorStorage, file: string): Promise<OpenedTranslation> {
  const of = translationOf(file);
  if (of?.of !== "page") throw new Error(`${file} is not the translation of a page.`);
  const [english, documents] = await Promise.all([storage.openDocument(of.source), storage.listDocuments()]);
  const page = english as OpenedTranslation["english"];
  const started = documents.some((item) => item.translations?.some((each) => each.file === file));
  if (!started)
    return { english: page, translation: translationStart(file, page.data) as TranslationDocument, version: null };
  const opened = await storage.openDocument(file);
  return { english: page, translation: opened.data as TranslationDocument, version: opened.version };
}
