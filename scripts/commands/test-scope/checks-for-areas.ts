import type { PageDocument } from "../../../src/generated/page.ts";
import type { SiteRoute } from "../../../src/content/site-routes.ts";
import { areaOf, blockTypeOf, type CodeArea } from "./code-areas.ts";
import type { AffectedRoute } from "./routes-affected.ts";
import { routeTemplate } from "./routes-affected.ts";

/** What a change to these areas of the code runs, beside the type-check, lint and validation of everything. */
export interface AreaChecks {
  /** Vitest filters of the unit and component tests. */
  unit: string[];
  /** Browser test files. */
  browser: string[];
  /** The routes the route checks run on, each with why. */
  routes: AffectedRoute[];
  engines: boolean;
  /** For each changed file, its area and what that adds, in words. */
  said: string[];
}

/**
 * The checks of a change whose code files are all in known areas (areaOf), over the site's routes and
 * their documents: each area's tests, and the route checks of one page of each layout, those showing a
 * changed block where a block changed.
 */
export function checksForAreas(
  files: string[],
  routes: SiteRoute[],
  documents: { file: string; document: PageDocument }[],
): AreaChecks {
  const checks: AreaChecks = { unit: [], browser: [], routes: [], engines: false, said: [] };
  const chosen = new Map<string, string>();
  const add = (list: string[], items: string[] = []) => list.push(...items.filter((item) => !list.includes(item)));
  for (const file of files) {
    const area = areaOf(file);
    if (!area) continue;
    add(checks.unit, area.unit);
    add(checks.browser, area.browser);
    checks.engines ||= area.engines ?? false;
    const block = area.routes === "showing the block" ? blockTypeOf(file) : undefined;
    const shown = area.routes ? routesOfEachLayout(routes, documents, block) : [];
    for (const route of shown)
      if (!chosen.has(route.path)) chosen.set(route.path, block ? `shows a ${block} block` : "one page of its layout");
    checks.said.push(`${file}: ${describe(area, block, shown.length)}`);
  }
  checks.routes = [...chosen].map(([path, why]) => ({ path, why })).sort((a, b) => a.path.localeCompare(b.path));
  return checks;
}

function describe(area: CodeArea, block: string | undefined, routes: number): string {
  const parts = [
    area.unit.length ? `unit tests ${area.unit.join(", ")}` : "",
    area.browser?.length ? `browser tests ${area.browser.map((file) => file.split("/").at(-1)).join(", ")}` : "",
    area.routes ? `route checks on ${routes} page${routes === 1 ? "" : "s"}${block ? ` showing ${block}` : ""}` : "",
    area.engines ? "Firefox and WebKit" : "",
  ].filter(Boolean);
  return `${area.name}${parts.length ? `: ${parts.join("; ")}` : ": type-check, lint and validation only"}`;
}

/** One route of each layout, of those whose document holds a block of that type (any, with no type). */
function routesOfEachLayout(
  routes: SiteRoute[],
  documents: { file: string; document: PageDocument }[],
  blockType: string | undefined,
): SiteRoute[] {
  const blocksOf = new Map(documents.map(({ file, document }) => [file, document.blocks.map(({ type }) => type)]));
  const first = new Map<string, SiteRoute>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    if (blockType && !blocksOf.get(route.file)?.includes(blockType as never)) continue;
    const layout = routeTemplate(route);
    if (!first.has(layout)) first.set(layout, route);
  }
  return [...first.values()];
}
