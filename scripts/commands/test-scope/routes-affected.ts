import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteRoute } from "../../../src/content/site-routes.ts";
import { ON_EVERY_PAGE } from "./what-changes-affect.ts";
import { routeTemplate } from "./route-template.ts";

/** A route a content change can affect, and why it was chosen, in words. */
export interface AffectedRoute {
  path: string;
  why: string;
}

/** A route's pre-rendered page in a build. */
export const builtPage = (dist: string, address: string) => join(dist, address, "index.html");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `target` as an address in HTML: in an attribute, a srcset, or after the site's origin (og:image). */
const mentions = (target: string) => new RegExp(`(["'\\s,]|://[^/"'\\s]+)${escaped(target)}(["'\\s,?#])`);

/**
 * The routes a change to these content files can affect, from the site's routes and its build: every
 * address of a changed page; a page that links to one or shows a changed picture, one of each layout
 * (the course pages' navigation, for one, is the same markup on every course page); and one page of
 * each layout when the site's settings or a form changed, since every page shows them.
 */
export function routesAffected(files: string[], routes: SiteRoute[], dist: string): AffectedRoute[] {
  const chosen = new Map<string, string>();
  const changed = routes.filter((route) => files.includes(route.file));
  for (const route of changed) for (const address of route.addresses) chosen.set(address, `changed: ${route.file}`);

  const everywhere = files.find((file) => ON_EVERY_PAGE.some((shared) => file.startsWith(shared)));
  const targets = [
    ...changed.flatMap((route) => route.addresses),
    ...files.filter((file) => file.startsWith("public/")).map((file) => file.slice("public".length)),
  ];
  const templates = new Set(changed.map((route) => routeTemplate({ file: route.file, path: route.path })));
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    if (chosen.has(route.path)) continue;
    const template = routeTemplate({ file: route.file, path: route.path });
    if (templates.has(template)) continue;
    const why = everywhere ? `shows ${everywhere} (one page of each layout)` : whyItShows(route, targets, dist);
    if (!why) continue;
    templates.add(template);
    chosen.set(route.path, why);
  }
  return [...chosen].map(([path, why]) => ({ path, why })).sort((a, b) => a.path.localeCompare(b.path));
}

/** Why a route's build shows one of the changed addresses or pictures, if it does. */
function whyItShows(route: SiteRoute, targets: string[], dist: string): string | undefined {
  const file = builtPage(dist, route.path);
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  const shown = targets.find((target) => mentions(target).test(html));
  if (!shown) return undefined;
  return `${shown.startsWith("/images/") ? "shows" : "links to"} ${shown} (one page of its layout)`;
}
