/** The attributes by which the preview marks what it draws of the document, named once. */
export const PREVIEW_MARKERS = {
  /** On the element that draws a part of the document: its JSON pointers, space-separated ("/blocks/3"). */
  scope: "data-preview-scope",
  /** On the part that holds the field in focus in the form. */
  highlight: "data-preview-highlight",
  /** On the element that shows that field's words. */
  field: "data-preview-field",
} as const;
