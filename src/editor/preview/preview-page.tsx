import { useEffect, useState } from "react";
import type { PageDocument } from "../../generated/page";
import { BlockView } from "../../render/page";
import { blockName } from "../block-name";
import { fieldLabel } from "../field-label";
import { useNoErrorOverlay } from "../use-no-error-overlay";
import { useNoReloadOnSave } from "../use-no-reload-on-save";
import { BlockBoundary } from "./block-boundary";
import { Placeholder } from "./placeholder";
import { isPreviewMessage, type PreviewMessage } from "./preview-messages";

/** "heading", "heading and questions", "heading, text and action". */
const wordList = (words: string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;

/** Links and forms in the preview show what they are; following or sending them would leave it. */
function stayOnPreview(event: Event): void {
  const target = event.target;
  if (event.type === "submit" || (target instanceof Element && target.closest("a[href]"))) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/**
 * /__edit/preview (development only, in the editor's frame): the site's layout drawing the document
 * the editor posts, block by block with the site's own components and styles.
 */
export function PreviewPage() {
  const [document, setDocument] = useState<PageDocument>();
  const [waiting, setWaiting] = useState<Record<number, string[]>>({});
  // The editor sends every change: a reload after each save would only make the preview flash.
  useNoReloadOnSave();
  useNoErrorOverlay();

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage(event.data) || event.data.type !== "editor-preview-document") return;
      setDocument(event.data.document);
      setWaiting(event.data.waiting);
    };
    window.addEventListener("message", receive);
    window.addEventListener("click", stayOnPreview, true);
    window.addEventListener("submit", stayOnPreview, true);
    const ready: PreviewMessage = { type: "editor-preview-ready" };
    window.parent.postMessage(ready, window.location.origin);
    return () => {
      window.removeEventListener("message", receive);
      window.removeEventListener("click", stayOnPreview, true);
      window.removeEventListener("submit", stayOnPreview, true);
    };
  }, []);

  const blocks = Array.isArray(document?.blocks) ? document.blocks : [];
  return (
    <>
      {document ? <title>{`Preview: ${document.title ?? ""}`}</title> : null}
      {document ? null : <p className="container-page py-10 text-slate-600">Waiting for the editor…</p>}
      {blocks.map((block, index) => {
        const label = `${blockName(block?.type)} (section ${index + 1})`;
        const lacking = waiting[index]?.map((field) => fieldLabel(["blocks", index, field], block?.type).toLowerCase());
        if (lacking)
          return (
            <Placeholder key={`${block?.type}-${index}`}>
              {`${label} shows here once its ${wordList(lacking)} ${lacking.length === 1 ? "is" : "are"} filled in.`}
            </Placeholder>
          );
        return (
          <BlockBoundary key={`${block?.type}-${index}`} block={block} label={label}>
            <BlockView block={block} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
