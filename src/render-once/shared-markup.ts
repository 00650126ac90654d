import { createContext, type ReactNode } from "react";

/**
 * The pre-renderer's store of markup that is the same on every page: the lists of every course and
 * service, which would otherwise make each page cost as much as the catalogue is long. Only the
 * pre-renderer provides one; on the client and in tests the lists render as usual.
 */
export interface SharedMarkup {
  /**
   * Records a list's items once per build (later calls must list the same keys), and answers the
   * number its placeholders carry.
   */
  register(id: string, keys: string[], renderItem: (index: number) => ReactNode): number;
  /** A page's HTML with every placeholder replaced by the HTML of the items it stands for. */
  fill(html: string): string;
}

/** The store, and the address of the page being rendered with it. */
export interface SharedMarkupOnPage {
  store: SharedMarkup;
  pathname: string;
}

export const SharedMarkupContext = createContext<SharedMarkupOnPage | null>(null);

/** The attribute of a placeholder: `<list> <from> <to>`, the items [from, to) of a registered list. */
export const PLACEHOLDER_ATTRIBUTE = "data-shared-markup";
