import { useEffect } from "react";
import { valueAt } from "../document/value-at";
import { elementShowing } from "./element-showing";
import { PREVIEW_MARKERS } from "./preview-markers";
import { reveal } from "./reveal";
import { scopeHolding } from "./scope-holding";

function unmark(): void {
  for (const marker of [PREVIEW_MARKERS.highlight, PREVIEW_MARKERS.field])
    document.querySelectorAll(`[${marker}]`).forEach((element) => element.removeAttribute(marker));
}

/**
 * Outlines the part of the page that holds the field in focus in the form, and the words of that
 * field where the page shows them, and scrolls them into view: again after each document the editor
 * sends (each change, and a switch between the page and its card), so the preview keeps up.
 */
export function useFollowFocus(pointer: string | undefined, document: unknown): void {
  useEffect(() => {
    unmark();
    const scope = pointer === undefined ? undefined : scopeHolding(pointer);
    if (pointer === undefined || !scope) return;
    scope.setAttribute(PREVIEW_MARKERS.highlight, "");
    const value = valueAt(document, pointer);
    const words = typeof value === "string" || typeof value === "number" ? String(value) : "";
    const field = elementShowing(scope, words);
    if (!field) return reveal(scope, "block");
    // A question's answer is folded away until its question is opened.
    const folded = field.closest("details");
    if (folded && !folded.open && !folded.querySelector("summary")?.contains(field)) folded.open = true;
    field.setAttribute(PREVIEW_MARKERS.field, "");
    reveal(field, "field");
  }, [pointer, document]);
}
