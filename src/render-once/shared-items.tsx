import { Fragment, use, type ReactNode } from "react";
import { mayBeActive } from "./may-be-active";
import { PLACEHOLDER_ATTRIBUTE, SharedMarkupContext } from "./shared-markup";

interface SharedItemsProps<T> {
  /** Names the list for the whole build: every page that uses the id lists the same items the same way. */
  id: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /**
   * The item's address, when the item is a NavLink that marks the current page: on the page it
   * may mark, it is rendered with the page. The others are rendered once, away from any page.
   */
  linkOf?: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A list's items, as `items.map(children)` would render them. While pre-rendering, the items that
 * do not depend on the page become placeholders for markup rendered once per build, on its own: an
 * item may read the router but no other context, and no `useId` (tests/shared-markup.test.ts
 * compares every route with the whole render).
 */
export function SharedItems<T>({ id, items, keyOf, linkOf, children }: SharedItemsProps<T>) {
  const keys = items.map(keyOf);
  const item = (index: number) => <Fragment key={keys[index]}>{children(items[index], index)}</Fragment>;
  // Only the pre-renderer has a store: the browser's build leaves the rest out.
  const shared = import.meta.env.SSR ? use(SharedMarkupContext) : null;
  if (!shared) return items.map((_, index) => item(index));

  const { store, pathname } = shared;
  const list = store.register(id, keys, (index) => children(items[index], index));
  const parts: ReactNode[] = [];
  const placeholder = (from: number, to: number) => {
    if (from < to)
      parts.push(<template key={`shared ${from}-${to}`} {...{ [PLACEHOLDER_ATTRIBUTE]: `${list} ${from} ${to}` }} />);
  };
  let from = 0;
  items.forEach((entry, index) => {
    if (!linkOf || !mayBeActive(linkOf(entry), pathname)) return;
    placeholder(from, index);
    parts.push(item(index));
    from = index + 1;
  });
  placeholder(from, items.length);
  return parts;
}
