import type { PageDocument } from "../generated/page";
import type { RouteEntry } from "virtual:routes";
import { loadPart } from "../app/boot/load-part";

const loaded = new Map<string, Promise<PageDocument>>();

/**
 * Loads a route's document once; later calls return the same promise. A settled promise carries
 * React's status fields, so `use` reads it without suspending (no flash on hydration).
 */
export function loadDocument(route: RouteEntry): Promise<PageDocument> {
  let promise = loaded.get(route.path);
  if (!promise) {
    const tracked = Object.assign(loadPart(route.load), { status: "pending" });
    tracked.then(
      (value) => Object.assign(tracked, { status: "fulfilled", value }),
      (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
    );
    promise = tracked;
    loaded.set(route.path, promise);
  }
  return promise;
}
