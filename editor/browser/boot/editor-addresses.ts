// Where the editor lives: its own pages (edit/index.html, edit/preview/index.html), built beside the site
// and served as they are by the dev server, so no page of the site ever loads the editor's code.

/** The editor: the list of documents, or with ?file= the editor of one. */
export const EDITOR_ADDRESS = "/edit/";

/** The preview the editor shows in a frame beside its form. */
export const PREVIEW_ADDRESS = "/edit/preview/";

/** The editor's own address of a document. */
export function editorAddress(file: string): string {
  return `${EDITOR_ADDRESS}?file=${encodeURIComponent(file)}`;
}
