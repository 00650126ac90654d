import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, leaveRoute, openGuardedPage, press, startScripts } from "./browser";

// On a phone nothing floats over what the visitor reads: Let's Talk has its place in the bottom bar, at
// every scroll position of every kind of page; and the phone menu's title never sits over its list.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** One page of each kind: the home, a course, a service, the lists, the company's pages, the forms' pages, Nepali ones. */
const ROUTES = [
  "/",
  "/reactjs-training",
  "/pos-ims-erp",
  "/courses",
  "/services",
  "/about",
  "/mission",
  "/testimonials",
  "/career",
  "/contact-us",
  "/contact",
  "/ne/",
  "/ne/python-training",
];

/**
 * Scrolls the page from top to bottom in steps of half a screen and, at each, compares Let's Talk's box
 * with every text, link and field in view: the lines of text, the parts of the page between the fixed
 * header and the bottom bar. Gives each overlap found ("at 1200 px: 'Sita Sharma'") and how many boxes
 * were compared, so a page that compared nothing shows.
 */
function overlapsWhileScrolling(page: Page): Promise<{ overlaps: string[]; compared: number }> {
  return page.evaluate(() => {
    // The button shown that opens the Let's Talk panel, in the page's language.
    const button = [...document.querySelectorAll<HTMLElement>("button[popovertarget]")].find(
      (each) =>
        document.getElementById(each.getAttribute("popovertarget")!)?.classList.contains("contact-panel") &&
        each.getClientRects().length > 0,
    );
    if (!button) return { overlaps: ["no Let's Talk shown"], compared: 0 };
    const header = document.querySelector("header")!;
    const bar = document.querySelector("nav.fixed")!;
    const overlaps: string[] = [];
    let compared = 0;
    for (let y = 0; ; y += Math.round(innerHeight / 2)) {
      // Reading a box lays the page out as it is now scrolled: no frame to wait for (none comes with scripts off).
      scrollTo(0, y);
      const talk = button.getBoundingClientRect();
      // What is read at this scroll position: below the header, above the bar.
      const top = header.getBoundingClientRect().bottom;
      const bottom = bar.getBoundingClientRect().top;
      const boxes: { rect: DOMRect; what: string }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!node.textContent?.trim() || !owner || button.contains(owner)) continue;
        if (owner.closest("header, nav.fixed, [popover], dialog, script, style")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) boxes.push({ rect, what: node.textContent.trim().slice(0, 40) });
      }
      for (const field of document.querySelectorAll("main :is(input, select, textarea, a, button)"))
        if (!field.closest("[popover], dialog"))
          boxes.push({ rect: field.getBoundingClientRect(), what: `<${field.tagName.toLowerCase()}>` });
      for (const { rect, what } of boxes) {
        const seenTop = Math.max(rect.top, top);
        const seenBottom = Math.min(rect.bottom, bottom);
        if (seenBottom <= seenTop || rect.width === 0) continue;
        compared += 1;
        const apart =
          rect.right <= talk.left || rect.left >= talk.right || seenBottom <= talk.top || seenTop >= talk.bottom;
        if (!apart) overlaps.push(`at ${scrollY} px: '${what}'`);
      }
      if (scrollY + innerHeight >= document.documentElement.scrollHeight - 1 || scrollY < y) break;
    }
    return { overlaps, compared };
  });
}

/** Whether the element's middle is what a finger there would touch (nothing drawn over it). */
const onTop = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === target || target.contains(hit));
  });

describe("on a phone", () => {
  it.each([true, false])(
    "Let's Talk covers no text, link or field at any scroll position of any kind of page (scripts on: %s)",
    async (scripts) => {
      const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: scripts });
      for (const route of ROUTES) {
        await page.goto(`${inject("baseUrl")}${route}`, { waitUntil: "load" });
        if (scripts) await startScripts(page);
        const { overlaps, compared } = await overlapsWhileScrolling(page);
        expect({ route, overlaps }).toEqual({ route, overlaps: [] });
        expect(compared).toBeGreaterThan(0);
        expect(await leaveRoute({ page, problems })).toEqual([]);
      }
      await context.close();
    },
  );

  it("Let's Talk in the bottom bar opens its panel, above the bar, with a tap (scripts on and off)", async () => {
    for (const javaScript of [true, false]) {
      const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript });
      await page.goto(`${inject("baseUrl")}/reactjs-training`, { waitUntil: "load" });
      const bar = page.getByRole("navigation", { name: "Quick", exact: true });
      await press(bar.getByRole("button", { name: "Let's Talk" }));
      const panel = page.getByRole("region", { name: "Let's Talk" });
      await panel.getByRole("link", { name: /WhatsApp/ }).waitFor();
      const [panelBox, barBox] = [await panel.boundingBox(), await bar.boundingBox()];
      expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(barBox!.y);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("the menu's title stays over its list, the list scrolled under it", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
    await press(page.getByRole("button", { name: "More", exact: true }));
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    await drawer.evaluate((element) => element.scrollBy(0, 400));
    // Once the entrance has settled, the title is what a finger on it touches.
    await expect.poll(() => onTop(drawer.getByRole("heading", { name: "Menu" }))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
