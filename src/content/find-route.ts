import { fragments, type RouteEntry } from "virtual:routes";
import { fragmentOf } from "./route-fragments";
import { loadPart } from "../app/boot/load-part";

const found = new Map<string, Promise<RouteEntry | undefined>>();

/**
 * The route that shows a path ("/courses/" and "/courses" are the same), if any, from the route
 * table's fragment that holds it, fetched once. A settled promise carries React's status fields, so
 * `use` reads it without suspending.
 */
export function findRoute(pathname: string): Promise<RouteEntry | undefined> {
  const path = normalized(pathname);
  let promise = found.get(path);
  if (!promise) {
    const tracked = Object.assign(
      loadPart(fragments[fragmentOf(path, fragments.length)]).then(({ routes }) =>
        routes.find((route) => route.addresses.includes(path)),
      ),
      { status: "pending" },
    );
    tracked.then(
      (value) => Object.assign(tracked, { status: "fulfilled", value }),
      (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
    );
    promise = tracked;
    found.set(path, promise);
  }
  return promise;
}

/** The module of the route table's fragment that holds a path: the pre-render prefetches it with the page. */
export function routeFragmentModule(pathname: string): string {
  return `virtual:routes/${fragmentOf(normalized(pathname), fragments.length)}`;
}

function normalized(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
