import type { PageDocument } from "../../generated/page";

/** The address of the editor's preview: the site's layout drawing a document the editor sends. */
export const PREVIEW_ADDRESS = "/__edit/preview";

/** The preview asks for the document when it (re)loads; the editor answers, and sends every change. */
export type PreviewMessage =
  | { type: "editor-preview-ready" }
  | {
      type: "editor-preview-document";
      document: PageDocument;
      /** Blocks not drawn yet, by index: the required fields each still lacks. */
      waiting: Record<number, string[]>;
    };

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === "editor-preview-ready" || type === "editor-preview-document";
}
