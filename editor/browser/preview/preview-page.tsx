import { Suspense, useEffect, useState } from "react";
import type { PageDocument } from "../../../src/generated/page";
import { BlockView } from "../../../src/render/page";
import { DraftRibbon } from "../../../src/ui/draft-ribbon";
import { SiteSettingsOfPage } from "../../../src/ui/site-settings";
import { blockName } from "../fields/block-name";
import { fieldLabel } from "../fields/field-label";
import { BlockBoundary } from "./block-boundary";
import { CardPreview } from "./card-preview";
import { Placeholder } from "./placeholder";
import { wordsListed } from "../../../src/lib/words-listed";
import { isPreviewMessage, type PreviewMessage, type PreviewView } from "./preview-messages";
import { PreviewScope } from "./preview-scope";
import { PreviewStyle } from "./preview-style";
import { useFollowFocus } from "./use-follow-focus";
import { usePickOnClick } from "./use-pick-on-click";

/** Links and forms in the preview show what they are; following or sending them would leave it. */
function stayOnPreview(event: Event): void {
  const target = event.target;
  if (event.type === "submit" || (target instanceof Element && target.closest("a[href]"))) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/**
 * /edit/preview/ (in the editor's frame): the site's layout drawing the document
 * the editor posts, block by block with the site's own components and styles, or its card as the
 * lists show it. It outlines the part the author is editing, and a click names a part to edit.
 */
export function PreviewPage() {
  const [document, setDocument] = useState<PageDocument>();
  const [waiting, setWaiting] = useState<Record<number, string[]>>({});
  const [view, setView] = useState<PreviewView>("page");
  const [focused, setFocused] = useState<string>();
  usePickOnClick();
  useFollowFocus(focused, document);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage(event.data)) return;
      if (event.data.type === "editor-preview-focus") setFocused(event.data.pointer);
      if (event.data.type !== "editor-preview-document") return;
      setDocument(event.data.document);
      setWaiting(event.data.waiting);
      setView(event.data.view);
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
  const card = view === "card" && (document?.kind === "course" || document?.kind === "service") ? document : undefined;
  return (
    <Suspense fallback={null}>
      <SiteSettingsOfPage>
        <PreviewStyle />
        {document ? <title>{`Preview: ${document.title ?? ""}`}</title> : null}
        {document ? null : <p className="container-page py-10 text-slate-600">Waiting for the editor…</p>}
        {document?.draft && !card ? <DraftRibbon /> : null}
        {card ? <CardPreview document={card} /> : null}
        {card
          ? null
          : blocks.map((block, index) => {
              const label = `${blockName(block?.type)} (section ${index + 1})`;
              const lacking = waiting[index]?.map((field) =>
                fieldLabel(["blocks", index, field], block?.type).toLowerCase(),
              );
              return (
                <PreviewScope key={`${block?.type}-${index}`} pointers={[`/blocks/${index}`]}>
                  {lacking ? (
                    <Placeholder>
                      {`${label} shows here once its ${wordsListed(lacking)} ${lacking.length === 1 ? "is" : "are"} filled in.`}
                    </Placeholder>
                  ) : (
                    <BlockBoundary block={block} label={label}>
                      <BlockView block={block} />
                    </BlockBoundary>
                  )}
                </PreviewScope>
              );
            })}
      </SiteSettingsOfPage>
    </Suspense>
  );
}
