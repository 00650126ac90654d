import { fragments, type RouteEntry } from "virtual:routes";
import { fragmentOf } from "./route-fragments";
import { loadPart } from "../runtime/load-part";
import { onceEach } from "../lib/once-each";

/**
 * The route that shows a path ("/courses/" and "/courses" are the same), if any, from the route
 * table's fragment that holds it, fetched once; `use` reads a settled answer without suspending.
 */
export const findRoute = (pathname: string): Promise<RouteEntry | undefined> => findOnce(normalized(pathname));

const findOnce = onceEach((path: string) =>
  loadPart(fragments[fragmentOf(path, fragments.length)]).then(({ routes }) =>
    routes.find((route) => route.addresses.includes(path)),
  ),
);

/** The module of the route table's fragment that holds a path: the pre-render prefetches it with the page. */
export function routeFragmentModule(pathname: string): string {
  return `virtual:routes/${fragmentOf(normalized(pathname), fragments.length)}`;
}

/** An address as the route table has it: "/courses/" is "/courses". */
export function normalized(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
