import type { PageDocument } from "../../../src/generated/page";

/** What the preview draws: the page itself, or the page's card where lists and the phone menu show it. */
export type PreviewView = "page" | "card";

/**
 * The preview asks for the document when it (re)loads; the editor answers, and sends every change
 * and each field the author moves to. A click in the preview names what was clicked, for the editor
 * to move to its field.
 */
export type PreviewMessage =
  | { type: "editor-preview-ready" }
  | {
      type: "editor-preview-document";
      document: PageDocument;
      /** Blocks not drawn yet, by index: the required fields each still lacks. */
      waiting: Record<number, string[]>;
      view: PreviewView;
    }
  | {
      type: "editor-preview-focus";
      /** JSON pointer of the field that has focus in the form; undefined when none has. */
      pointer: string | undefined;
    }
  | {
      type: "editor-preview-pick";
      /** The parts of the document the clicked element draws (data-preview-scope): "/blocks/3". */
      scopes: string[];
      /** The words clicked (a picture's description for a picture). */
      text: string;
    };

const TYPES = new Set<unknown>([
  "editor-preview-ready",
  "editor-preview-document",
  "editor-preview-focus",
  "editor-preview-pick",
] satisfies PreviewMessage["type"][]);

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return TYPES.has((data as { type?: unknown } | null)?.type);
}
