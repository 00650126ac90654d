import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { categoriesOf } from "../../src/content/site-routes";
import { siteIn } from "../../src/content/site";
import { isShown, launchBrowser, openGuardedPage, popoverOf, press } from "./browser";

const site = await siteIn("en");

// What a phone gets first is the pre-rendered HTML, often seconds before any script runs, and some
// visitors have scripts off: that HTML is the working page. Every test here runs with JavaScript
// disabled, so whatever opens, opens by the platform alone (popover, invoker commands, <details>);
// tests/engines checks the same controls in Firefox and WebKit.
const { documents } = validatePages();
const count = (kind: string) => documents.filter(({ document }) => document.kind === kind).length;
const categories = categoriesOf(documents.map(({ document }) => document));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function withoutScripts(width: number, path: string) {
  const guarded = await openGuardedPage(browser, { width, javaScript: false });
  await guarded.page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  return guarded;
}

describe("on a phone with scripts off", () => {
  it("More opens the drawer with every link; Escape, the backdrop, Close and a link close it", async () => {
    const { page, context, problems } = await withoutScripts(375, "/about");
    const more = page.getByRole("button", { name: "More", exact: true });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await more.tap();
    await drawer.waitFor();
    const links = await drawer.getByRole("link").allTextContents();
    expect(links).toEqual(expect.arrayContaining(["Home", "About", "Career", "Python Basic", "Website Development"]));
    // Seven pages, then every service and every course, under its category's name: the catalogue is
    // under the site's listEveryCourseUpTo, so any course is one tap away.
    expect(links.length).toBe(7 + count("service") + count("course"));
    for (const category of categories) {
      expect(await drawer.getByRole("heading", { level: 4, name: category.title }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);

    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);

    await more.tap();
    await page.touchscreen.tap(20, 300); // the backdrop, left of the 280 px drawer
    await drawer.waitFor({ state: "hidden" });

    await more.tap();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await drawer.waitFor({ state: "hidden" });

    await more.tap();
    await drawer.getByRole("link", { name: "Our Vision" }).tap();
    await page.waitForURL(/\/vision$/);
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });

    // The last course of the drawer, at its end: one tap once the drawer is scrolled to it.
    await more.tap();
    const last = categories.at(-1)!.courses.at(-1)!;
    await drawer.getByRole("link", { name: last.title, exact: true }).tap();
    await page.waitForURL(new RegExp(`${last.path}$`));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a FAQ item opens alone, and closes again", async () => {
    const { page, context, problems } = await withoutScripts(375, "/frontend-development");
    const items = page.locator("details:has(h3)");
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    const answer = items.nth(1).locator("p");
    expect(await answer.isVisible()).toBe(false);
    await items.nth(1).locator("summary").tap();
    expect(await answer.isVisible()).toBe(true);
    expect(await items.evaluateAll((all) => all.map((item) => item.hasAttribute("open")))).toEqual(
      (await items.all()).map((_, index) => index === 1),
    );
    await items.nth(1).locator("summary").tap();
    expect(await answer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("View All Services shows every service, and Hide Services hides them", async () => {
    const { page, context, problems } = await withoutScripts(375, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByText("View All Services").tap();
    const listed = footer.locator("details").getByRole("link");
    expect(await listed.count()).toBe(count("service"));
    for (const link of await listed.all()) expect(await link.isVisible()).toBe(true);
    await footer.getByText("Hide Services").tap();
    expect(await listed.first().isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Let's Talk shows the chat and mail links, and closes again", async () => {
    const { page, context, problems } = await withoutScripts(375, "/");
    await page.getByRole("button", { name: "Let's Talk" }).tap();
    const panel = page.getByRole("region", { name: "Let's talk" });
    expect(await panel.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
    expect(await panel.getByRole("link", { name: /e-mail/ }).getAttribute("href")).toMatch(/^mailto:/);
    await page.getByRole("button", { name: "Close contact options" }).tap();
    await panel.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a carousel swipes on under a finger, snapping to a slide, within the page's width", async () => {
    const { page, context, problems } = await withoutScripts(375, "/");
    const home = documents.find(({ document }) => document.path === "/")!.document;
    const testimonials = home.blocks.flatMap((block) => (block.type === "testimonial-carousel" ? [block] : []))[0];
    const carousel = page.getByRole("group", { name: testimonials.heading });
    await carousel.scrollIntoViewIfNeeded();
    const row = carousel.locator(".swiper-wrapper");
    const box = (await row.boundingBox())!;
    const slide = (await row.locator(".swiper-slide").first().boundingBox())!;
    // A finger drawn two thirds of a slide to the left, then lifted.
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    let x = box.x + box.width * 0.9;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 0; step < 10; step += 1) {
      x -= (slide.width * 0.66) / 10;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // Snapped: a later slide starts where the first did, its testimonial in view. Usually the second;
    // on a busy machine the moves reach Chromium all at once, a flick that may carry the row on further.
    let snapped = -1;
    const slideAtStart = async () =>
      (snapped = await row.evaluate((element, x) => {
        const lefts = [...element.children].map((child) => Math.round(child.getBoundingClientRect().left));
        return lefts.indexOf(Math.round(x));
      }, slide.x));
    await expect.poll(slideAtStart).toBeGreaterThan(0);
    const shown = row.locator(".swiper-slide").nth(snapped);
    expect(await shown.getByText(testimonials.items[snapped].name, { exact: true }).isVisible()).toBe(true);
    // The row scrolls inside itself: the page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("on a desktop with scripts off", () => {
  it("ABOUT and SERVICES open their menus; Escape and a click elsewhere close them", async () => {
    const { page, context, problems } = await withoutScripts(1280, "/mission");
    for (const [name, link] of [
      ["ABOUT", "Our Mission"],
      ["SERVICES", "Website Development"],
    ]) {
      const button = page.getByRole("button", { name, exact: true });
      await button.click();
      const menu = await popoverOf(button);
      expect(await menu.getByRole("link", { name: link, exact: true }).isVisible()).toBe(true);
      // Placed under its button, not in the middle of the window.
      const [buttonBox, menuBox] = [await button.boundingBox(), await menu.boundingBox()];
      expect(menuBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
      expect(menuBox!.y).toBeLessThan(buttonBox!.y + buttonBox!.height + 20);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      await button.click();
      await page.mouse.click(640, 700);
      await menu.waitFor({ state: "hidden" });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("All Courses opens the list of every course, under its category, and a course opens from it", async () => {
    const { page, context, problems } = await withoutScripts(1280, "/");
    const button = page.getByRole("button", { name: "All Courses" });
    await button.click();
    const list = await popoverOf(button);
    expect(await isShown(list)).toBe(true);
    for (const category of categories) {
      const group = list.getByRole("list", { name: category.title });
      expect(await group.getByRole("link").allTextContents()).toEqual(category.courses.map((course) => course.title));
    }
    await list.getByRole("link", { name: "Python Basic", exact: true }).click();
    await page.waitForURL(/\/python-training$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Python Basic/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a course page's navigation links every course, its own category's first", async () => {
    const { page, context, problems } = await withoutScripts(375, "/python-training");
    const nav = page.getByRole("navigation", { name: "Our Courses" });
    const own = categories.find((category) => category.courses.some((course) => course.path === "/python-training"))!;
    const others = categories.filter((category) => category !== own);
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([own, ...others].flatMap((category) => category.courses.map((course) => course.path)));
    expect(await nav.getByRole("link", { name: "Python Basic" }).getAttribute("aria-current")).toBe("page");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Send Inquiry opens its dialog with the form; Escape closes it", async () => {
    const { page, context, problems } = await withoutScripts(1280, "/");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Course Inquiry" });
    expect(await dialog.getByLabel(/^Full Name/).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Read More.. opens a testimonial's full text", async () => {
    const { page, context, problems } = await withoutScripts(1280, "/");
    const readMore = page.getByRole("button", { name: /^Read More\.\. from / }).first();
    const name = (await readMore.textContent())!.replace(/^Read More\.\. from /, "");
    await readMore.click();
    const dialog = page.getByRole("dialog", { name: new RegExp(`^${name},`) });
    await dialog.waitFor();
    expect((await dialog.locator("p").textContent())!.length).toBeGreaterThan(80);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a form sent with scripts off", () => {
  // A static host has nothing to take a POST: with no script, a form is addressed to the mailbox
  // (POST, text/plain), so the browser hands the e-mail app the fields as text. Nothing typed goes
  // into an address, and the page keeps it.
  const FORMS = [
    { form: "enrolment", path: "/frontend-development", width: 375, submit: "Submit" },
    { form: "course inquiry", path: "/", width: 1280, submit: "Send Inquiry", opener: "Send Inquiry" },
    { form: "service inquiry", path: "/contact", width: 375, submit: "Send Request" },
    { form: "career application", path: "/career", width: 375, submit: "Submit Application" },
  ];
  for (const { form: name, path, width, submit, opener } of FORMS) {
    it(`the ${name} form reaches the mailbox through the e-mail app, keeps what was typed, and says how else to reach us`, async () => {
      // The browser hands the mailto: address to the e-mail app (none here: the request is aborted).
      const { page, context, problems } = await openGuardedPage(browser, {
        width,
        javaScript: false,
        intercepted: [/^mailto:/],
      });
      await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
      const sent: { method: string; url: string }[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest()) sent.push({ method: request.method(), url: request.url() });
      });
      if (opener) await press(page.getByRole("button", { name: opener }).first());
      // Each form is named after its button.
      const form = page.getByRole("form", { name: submit });
      await form.getByLabel(/^Full Name/).fill("Gita Sharma");
      await form.getByLabel(/^Email Address/).fill("gita@example.com");
      await press(form.getByRole("button", { name: submit, exact: true }));
      await expect.poll(() => sent.length).toBe(1);

      expect(sent[0].method).toBe("POST");
      const mail = new URL(sent[0].url);
      expect(mail.protocol).toBe("mailto:");
      expect(mail.pathname).toBe(site.email);
      expect(mail.searchParams.get("body")).toMatch(/^name=Gita Sharma\r\n(.*\r\n)*email=gita@example\.com\r\n/);
      expect(page.url()).toBe(`${inject("baseUrl")}${path}`);
      expect(await form.getByLabel(/^Full Name/).inputValue()).toBe("Gita Sharma");
      // (Playwright's text queries skip <noscript>: found by its element.)
      const noScript = form.locator("noscript p");
      expect(await noScript.isVisible()).toBe(true);
      expect(await noScript.textContent()).toMatch(/^Scripts are off in your browser: sending opens your e-mail app/);
      const direct = form.getByText("Or reach us directly");
      expect(await direct.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        expect.stringMatching(/^tel:\+\d+$/),
        expect.stringMatching(/^https:\/\/wa\.me\//),
        `mailto:${site.email}`,
      ]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("the home hero with no script and no input", () => {
  it("fades to the next picture within 4 s", async () => {
    const { page, context } = await withoutScripts(375, "/");
    const opacities = () =>
      page
        .locator(".hero-slide")
        .evaluateAll((slides) => slides.map((slide) => Number(getComputedStyle(slide).opacity)));
    // The fade is the stylesheet's own animation: seen as it stands at its start and 3.6 s in, without
    // waiting for it (a busy machine may take longer than the fade to load the page).
    const seekTo = (time: number) =>
      page
        .locator(".hero-slide")
        .evaluateAll(
          (slides, time) =>
            slides.flatMap((slide) => slide.getAnimations()).forEach((animation) => (animation.currentTime = time)),
          time,
        );
    await seekTo(0);
    expect((await opacities()).slice(0, 2)).toEqual([1, 0]);
    await seekTo(3_600);
    const [first, second] = await opacities();
    expect(first).toBeLessThan(0.05);
    expect(second).toBeGreaterThan(0.95);
    await context.close();
  });

  it("stands still for a visitor who prefers reduced motion", async () => {
    const { page, context } = await withoutScripts(375, "/");
    await page.emulateMedia({ reducedMotion: "reduce" });
    const slides = await page.locator(".hero-slide").evaluateAll((slides) =>
      slides.map((slide) => ({
        opacity: Number(getComputedStyle(slide).opacity),
        animations: slide.getAnimations().length,
      })),
    );
    // No animation at all, so nothing will ever move: the first picture stays.
    expect(slides.map(({ opacity }) => opacity)).toEqual([1, 0, 0]);
    expect(slides.map(({ animations }) => animations)).toEqual([0, 0, 0]);
    await context.close();
  });
});
