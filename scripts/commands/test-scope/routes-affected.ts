import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pictureKey, PICTURES_FOLDER } from "../../build-plugins/pictures/make-picture.ts";
import type { SiteRoute } from "../../../src/content/site-routes.ts";
import { ON_EVERY_PAGE } from "./what-changes-affect.ts";

/** A route a content change can affect, and why it was chosen, in words. */
export interface AffectedRoute {
  path: string;
  why: string;
}

/** What a route's layout follows: its folder for courses and services, "category" for a category page, else its own file. */
export function routeTemplate({ file, path }: { file: string; path: string }): string {
  const folder = /^pages\/(courses|services)\//.exec(file)?.[1];
  if (folder) return folder;
  return path.startsWith("/courses/") ? "category" : file;
}

/** A route's pre-rendered page in a build. */
export const builtPage = (dist: string, address: string) => join(dist, address, "index.html");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `target` as an address in HTML: in an attribute, a srcset, or after the site's origin (og:image). */
const mentions = (target: string) => new RegExp(`(["'\\s,]|://[^/"'\\s]+)${escaped(target)}(["'\\s,?#])`, "g");
/** A photo: the build serves its files under /pictures/ (<key>-640.avif), named by the key of its bytes. */
const PHOTO = /\.(png|jpe?g|webp|avif)$/i;

/** What a route's HTML shows of a change: an address, or a photo's files, and how to find them. */
interface Target {
  shown: string;
  pattern: RegExp;
}

/**
 * The routes a change to these content files can affect, from the site's routes and its build: every
 * address of a changed page; a page that links to one or shows a changed picture, one of each layout
 * (the course pages' navigation, for one, is the same markup on every course page); and one page of
 * each layout when the site's settings or a form changed, since every page shows them.
 */
export function routesAffected(
  files: string[],
  routes: SiteRoute[],
  dist: string,
  root = dirname(dist),
): AffectedRoute[] {
  const chosen = new Map<string, string>();
  const changed = routes.filter((route) => files.includes(route.file));
  for (const route of changed) for (const address of route.addresses) chosen.set(address, `changed: ${route.file}`);

  const everywhere = files.find((file) => ON_EVERY_PAGE.some((shared) => file.startsWith(shared)));
  const pictures = files.filter((file) => file.startsWith("public/"));
  const targets: Target[] = [
    ...[...changed.flatMap((route) => route.addresses), ...pictures.map((file) => file.slice("public".length))].map(
      (shown) => ({ shown, pattern: mentions(shown) }),
    ),
    // A photo is served as the build made it, under /pictures/: its files are named by its bytes.
    ...pictures
      .filter((file) => PHOTO.test(file) && existsSync(join(root, file)))
      .map((file) => ({
        shown: file.slice("public".length),
        pattern: new RegExp(`/${PICTURES_FOLDER}/${pictureKey(readFileSync(join(root, file)))}-\\d+\\.`, "g"),
      })),
  ];
  const templates = new Set(changed.map((route) => routeTemplate({ file: route.file, path: route.path })));
  // Of each other layout, the page that shows the change most (a course's own category page, rather than
  // another category's whose menu alone links it).
  const best = new Map<string, { path: string; why: string; times: number }>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const template = routeTemplate({ file: route.file, path: route.path });
    if (chosen.has(route.path) || templates.has(template)) continue;
    const shown = everywhere
      ? { why: `shows ${everywhere} (one page of each layout)`, times: 1 }
      : timesShown(route, targets, dist);
    if (shown && shown.times > (best.get(template)?.times ?? 0)) best.set(template, { path: route.path, ...shown });
  }
  for (const { path, why } of best.values()) chosen.set(path, why);
  return [...chosen].map(([path, why]) => ({ path, why })).sort((a, b) => a.path.localeCompare(b.path));
}

/** How often a route's build shows the changed addresses and pictures, and why it matters, if it does. */
function timesShown(route: SiteRoute, targets: Target[], dist: string): { why: string; times: number } | undefined {
  const file = builtPage(dist, route.path);
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  const counts = targets.map((target) => html.match(target.pattern)?.length ?? 0);
  const times = counts.reduce((sum, count) => sum + count, 0);
  if (times === 0) return undefined;
  const { shown } = targets[counts.findIndex((count) => count > 0)]!;
  return { why: `${shown.startsWith("/images/") ? "shows" : "links to"} ${shown} (one page of its layout)`, times };
}
