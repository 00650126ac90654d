import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";

/** axe's WCAG 2.2 A and AA rules: contrast, names, landmarks, 24 px targets... */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe itself, the copy @axe-core/playwright runs. */
const AXE_SCRIPT = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
  "axe-core/axe.min.js",
);
/** What violations() gives AxeBuilder to load: nothing, since loadAxeIn() has, or a clear error. */
const AXE_LOADED = `if (!window.axe) throw new Error("axe is not in this page: call loadAxeIn(context) before opening it")`;

/**
 * Loads axe into every page the context opens, as the page starts. AxeBuilder would send and
 * compile its half-megabyte script twice per check instead: a third of each check's time.
 */
export async function loadAxeIn(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SCRIPT });
}

/**
 * axe's violations, one readable line each: rule, impact, and where (the rule's id first); in a page opened after
 * loadAxeIn(). In axe's legacy mode, which runs in the page itself instead of gathering results in
 * a new blank page: the same rules and results, at half the time (our pages have no frame from
 * another origin, the one thing it skips). Only violations get element selectors: building them
 * for every element that passes is most of axe's time after its rules have run.
 */
export async function violations(
  page: Page,
  { exclude, also = [] }: { exclude?: string; also?: string[] } = {},
): Promise<string[]> {
  // options() replaces the rule selection, so it comes before withTags(). Rules named in `also` run
  // beside the tags' in the same pass (axe's `rules` option adds to a selection by tag).
  const rules = Object.fromEntries(also.map((rule) => [rule, { enabled: true }]));
  const builder = new AxeBuilder({ page, axeSource: AXE_LOADED })
    .options({ resultTypes: ["violations"], rules })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")}`),
  );
}

/** axe's rule for landmarks of one role that share a name. */
export const LANDMARK_UNIQUE = "landmark-unique";

/**
 * Landmarks of one role that share a name, which a screen reader's list cannot tell apart: axe's
 * landmark-unique rule (a best practice, so outside the WCAG tags violations() runs).
 */
export async function sameNamedLandmarks(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_LOADED })
    .options({ resultTypes: ["violations"] })
    .withRules([LANDMARK_UNIQUE])
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
}
