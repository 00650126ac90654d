import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { isShown, launchBrowser, openGuardedPage, popoverOf, press, startScripts, type GuardedPage } from "./browser";

// Every route and alias at both widths: the smoke test (loads and hydrates cleanly under the shipped
// headers) and axe with the WCAG 2.2 A and AA rules (contrast, names, landmarks, 24 px targets...),
// plus the states that only exist after a click.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const WIDTHS = [375, 1280];
const addresses = validatePages()
  .documents.flatMap(({ document }) =>
    [document.path, ...(document.aliases ?? [])].map((path) => ({ path, title: document.meta.title })),
  )
  .sort((a, b) => a.path.localeCompare(b.path));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** axe's violations, one readable line each: rule, impact, and where. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")}`),
  );
}

async function open(width: number, path: string) {
  const guarded = await openGuardedPage(browser, { width });
  // Motion off, so axe sees every element where it settles, not half-faded.
  await guarded.page.emulateMedia({ reducedMotion: "reduce" });
  await guarded.page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  await startScripts(guarded.page);
  return guarded;
}

describe.each(WIDTHS)("at %i px", (width) => {
  // One tab per width walks every route: a smoke test (no console error, failed request, hydration
  // warning or request leaving the machine, under the shipped Content-Security-Policy) and axe.
  let guarded: GuardedPage;
  beforeAll(async () => {
    guarded = await openGuardedPage(browser, { width });
    await guarded.page.emulateMedia({ reducedMotion: "reduce" });
  });
  afterAll(async () => {
    await guarded.context.close();
  });

  it.each(addresses)("$path loads cleanly under the CSP, with no WCAG 2.2 AA violation", async ({ path, title }) => {
    const { page, problems } = guarded;
    problems.length = 0;
    const response = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
    expect(await page.title()).toBe(title);
    expect(await violations(page)).toEqual([]);
    expect(await page.locator("h1").count()).toBe(1);
    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      expect(await page.getByRole(landmark).count(), landmark).toBeGreaterThan(0);
    }
    await page.keyboard.press("Tab");
    const skip = page.locator(":focus");
    expect(await skip.textContent()).toMatch(/skip/i);
    expect(await skip.getAttribute("href")).toBe("#main");
    // The key press started the scripts: hydration must be silent too, and leave the layout at the
    // window's width (on a phone, content wider than the screen would zoom the whole page out).
    await startScripts(page);
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
      width,
      width,
    ]);
    expect(problems).toEqual([]);
  });

  it("an open FAQ item has no violation", async () => {
    const { page } = guarded;
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    await startScripts(page);
    const question = page.locator("details:has(h3)").first();
    await press(question.locator("summary"));
    expect(await isShown(question)).toBe(true);
    expect(await violations(page)).toEqual([]);
  });
});

describe("open states", () => {
  it("the open drawer on a 375 px phone has no violation", async () => {
    const { page, context } = await open(375, "/");
    await page.getByRole("button", { name: "More", exact: true }).tap();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("an open dropdown at 1280 px has no violation", async () => {
    const { page, context } = await open(1280, "/");
    const services = page.getByRole("button", { name: "SERVICES", exact: true });
    await services.click();
    expect(await isShown(await popoverOf(services))).toBe(true);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the open course inquiry modal at 1280 px has no violation", async () => {
    const { page, context } = await open(1280, "/");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the open contact widget on a 375 px phone has no violation", async () => {
    const { page, context } = await open(375, "/");
    await page.getByRole("button", { name: "Let's Talk" }).tap();
    await page.getByRole("region", { name: "Let's talk" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("an open testimonial at 1280 px has no violation", async () => {
    const { page, context } = await open(1280, "/");
    await page
      .getByRole("button", { name: /^Read More\.\. from / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
