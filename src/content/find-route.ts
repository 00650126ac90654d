import { routes, type RouteEntry } from "virtual:routes";

/** The route that shows a path ("/courses/" and "/courses" are the same), if any. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routes.find((route) => route.addresses.includes(path));
}
