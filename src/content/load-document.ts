import type { PageDocument } from "../generated/page";
import type { RouteEntry } from "virtual:routes";
import { loadPart } from "../runtime/load-part";
import { onceEach } from "../lib/once-each";

/** Loads a route's document once; later calls return the same promise, which `use` reads without suspending. */
export const loadDocument: (route: RouteEntry) => Promise<PageDocument> = onceEach(
  (route: RouteEntry) => loadPart(route.load),
  (route) => route.path,
);
