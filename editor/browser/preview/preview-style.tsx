import { PREVIEW_MARKERS } from "./preview-markers";

const { scope, highlight, field } = PREVIEW_MARKERS;

// Outlines, drawn inside the edge: they show without moving a pixel of the page, and a block that
// fills the width keeps its outline in view.
const CSS = `
  [${scope}]:hover { outline: 2px dashed rgb(29 79 216 / 0.5); outline-offset: -2px; cursor: pointer; }
  [${scope}][${highlight}] { outline: 3px solid #1d4fd8; outline-offset: -3px; }
  [${field}] { outline: 2px dashed #f59e0b; outline-offset: 2px; border-radius: 2px; }
`;

/** The preview's own marks (only /edit/preview/ has them; the site's styles know nothing of them). */
export function PreviewStyle() {
  return <style>{CSS}</style>;
}
