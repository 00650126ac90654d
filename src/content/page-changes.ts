// How the pages plugin (scripts/build-plugins/pages-loader/vite-plugin-pages.ts) and the dev server's pages talk: Vite custom
// HMR events. The plugin says which documents changed and whether errors remain; each page decides
// what that means for it (the site's pages reload or show the errors, the editor checks again).
// Development only: nothing outside `import.meta.hot` imports this in the browser.

/** From the pages plugin, after documents were saved, added or deleted, and to a page that asks. */
export const PAGES_CHANGED = "pages:changed";
/** From a page once it listens, to hear at once about errors that are already there. */
export const PAGES_ASK = "pages:ask";

export interface PagesChanged {
  /** The documents that changed (pages/courses/x.json); none in the answer to PAGES_ASK. */
  files: string[];
  /** The validator's errors as the terminal prints them, while any remain. */
  errors?: string;
}

declare module "vite/types/customEvent.d.ts" {
  interface CustomEventMap {
    [PAGES_CHANGED]: PagesChanged;
    [PAGES_ASK]: undefined;
  }
}
