import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isShown, launchBrowser, openGuardedPage, popoverOf, press, settled, startScripts } from "./browser";

const SHOTS = join(import.meta.dirname, ".screenshots");
const WEBMAIL = /^https:\/\/mail\.google\.com\//;
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function visit(width: number, path = "/") {
  const guarded = await openGuardedPage(browser, { width, intercepted: [WEBMAIL] });
  await guarded.page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  await startScripts(guarded.page);
  return guarded;
}

/** Every href of the given links answers 200 from the built site. */
async function expectPagesExist(page: Page, selector: string) {
  const hrefs = await page.$$eval(selector, (links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs.filter((h) => h.startsWith("/"))) {
    const response = await page.request.get(`${inject("baseUrl")}${href}`);
    expect(response.status(), href).toBe(200);
  }
  return hrefs;
}

describe("desktop header at 1280 px", () => {
  it("has working links, and each dropdown opens and closes in every way", async () => {
    const { page, context, problems } = await visit(1280, "/mission");
    const header = page.locator("header");
    expect(await header.evaluate((h) => h.getBoundingClientRect().height)).toBe(90);
    await page.screenshot({ path: join(SHOTS, "header-1280.png"), clip: { x: 0, y: 0, width: 1280, height: 200 } });
    const about = page.getByRole("button", { name: "ABOUT", exact: true });
    const aboutMenu = await popoverOf(about);
    await about.click();
    expect(await isShown(aboutMenu)).toBe(true);
    await page.screenshot({ path: join(SHOTS, "dropdown-1280.png"), clip: { x: 0, y: 0, width: 1280, height: 400 } });
    expect(await page.getByRole("link", { name: "Our Mission" }).getAttribute("aria-current")).toBe("page");
    await page.keyboard.press("Escape");
    expect(await isShown(aboutMenu)).toBe(false);
    expect(await about.evaluate((b) => b === document.activeElement)).toBe(true);
    await about.click();
    await page.mouse.click(640, 600);
    expect(await isShown(aboutMenu)).toBe(false);

    const services = page.getByRole("button", { name: "SERVICES", exact: true });
    const servicesMenu = await popoverOf(services);
    await services.click();
    await expectPagesExist(page, "header a[href]");
    await page.getByRole("link", { name: "Website Development" }).first().click();
    await page.waitForURL(/\/website-development$/);
    expect(await isShown(servicesMenu)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    for (const link of await page.$$("header a[target=_blank]")) {
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await link.getAttribute("aria-label")).toMatch(/Yeti Bytes on/);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("mobile bar and drawer on a 375 px phone", () => {
  it("opens the drawer from More and closes it in every way", async () => {
    const { page, context, problems } = await visit(375, "/about");
    await expectPagesExist(page, "nav[aria-label=Quick] a[href]");
    const more = page.getByRole("button", { name: "More" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const openDrawer = async () => {
      await more.tap();
      await drawer.waitFor();
    };

    await openDrawer();
    await drawer.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map(({ finished }) => finished)));
    await page.screenshot({ path: join(SHOTS, "drawer-375.png") });
    expect(await drawer.evaluate((d) => d.getBoundingClientRect().width)).toBe(280);
    await expectPagesExist(page, "dialog a[href]");
    // Focus moves in (to Close), and Tab walks the drawer's links in order.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close menu");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await more.evaluate((b) => b === document.activeElement)).toBe(true);

    await openDrawer();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await drawer.waitFor({ state: "hidden" });

    await openDrawer();
    await page.touchscreen.tap(20, 400);
    await drawer.waitFor({ state: "hidden" });

    await openDrawer();
    await drawer.getByRole("link", { name: "Our Vision" }).tap();
    await page.waitForURL(/\/vision$/);
    await drawer.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each([375, 1280])("at %i px", (width) => {
  it("the footer's links lead to pages and its services list expands", async () => {
    const { page, context, problems } = await visit(width);
    const footer = page.getByRole("contentinfo");
    await press(footer.getByText("View All Services"));
    expect(await isShown(footer.locator("details"))).toBe(true);
    expect(await footer.getByText("Hide Services").isVisible()).toBe(true);
    await expectPagesExist(page, "footer a[href]");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the search suggests, navigates by click and by keyboard, and alerts when nothing matches", async () => {
    const { page, context, problems } = await visit(width);
    const box = page.getByRole("combobox", { name: "Search courses" });
    await box.fill("dev");
    const list = page.getByRole("listbox");
    const options = list.getByRole("option");
    // The suggestions come once the search's code and the course index have arrived.
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(
      expect.arrayContaining(["Frontend Development", "Backend Development", "Full Stack Development"]),
    );
    expect(await list.evaluate((l) => getComputedStyle(l).maxHeight)).toBe("260px");
    await page.screenshot({ path: join(SHOTS, `search-${width}.png`), clip: { x: 0, y: 0, width, height: 600 } });
    await press(list.getByRole("option", { name: "Backend Development", exact: true }));
    await page.waitForURL(/\/backend-development$/);
    await page.goBack();

    await box.fill("python");
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const second = (await options.allTextContents())[1];
    await box.press("Enter");
    await expect
      .poll(() => page.locator("h1").textContent())
      .toContain(second.replace(/ with.*| \(.*/, "").split(" ")[0]);
    await page.goBack();

    // What was meant: the shortest title that starts with the text, first in the list and on Enter.
    await box.fill("react");
    await expect.poll(() => options.first().textContent()).toBe("ReactJS");
    expect(await options.allTextContents()).toEqual(["ReactJS", "React Native"]);
    await box.press("Enter");
    await page.waitForURL(/\/reactjs-training$/);
    await page.goBack();

    let alerted = "";
    page.once("dialog", (dialog) => {
      alerted = dialog.message();
      return dialog.accept();
    });
    await box.fill("no such course");
    await box.press("Enter");
    await expect.poll(() => alerted).toBe("Course not found!");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the contact widget's links carry the phone, subject and text, encoded, in new tabs", async () => {
    const { page, context, problems } = await visit(width);
    await press(page.getByRole("button", { name: "Let's Talk" }));
    await page.screenshot({ path: join(SHOTS, `widget-${width}.png`) });
    const widget = page.getByRole("region", { name: "Let's talk" });
    const chat = widget.getByRole("link", { name: /WhatsApp/ });
    const chatUrl = new URL((await chat.getAttribute("href"))!);
    expect(chatUrl.pathname).toBe("/9779800000000");
    expect(chatUrl.searchParams.get("text")).toMatch(/know more about your services/);
    const mail = (await widget.getByRole("link", { name: /e-mail/ }).getAttribute("href"))!;
    expect(mail).toMatch(/^mailto:info@yetibytes\.example\?subject=Service%20Inquiry&body=/);
    expect(decodeURIComponent(mail.split("body=")[1])).toMatch(/know more about your services/);
    for (const link of await page.$$("a[target=_blank]"))
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    await press(page.getByRole("button", { name: "Close contact options" }));
    await widget.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keyboard alone reaches every control, with focus visible and never under the fixed header", async () => {
    const { page, context, problems } = await visit(width, "/frontend-development");
    const headerHeight = await page.locator("header").evaluate((h) => h.getBoundingClientRect().height);
    const seen = new Set<string>();
    for (let i = 0; i < 140; i += 1) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        let inFixed = false;
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).position === "fixed") inFixed = true;
        }
        return {
          key: `${element.tagName}:${element.textContent?.trim().slice(0, 30)}:${element.getAttribute("href") ?? ""}`,
          top: rect.top,
          outline: style.outlineStyle !== "none" && style.outlineWidth !== "0px",
          inFixed,
        };
      });
      if (!focus) continue;
      seen.add(focus.key);
      expect(focus.outline, focus.key).toBe(true);
      if (!focus.inFixed) expect(focus.top, focus.key).toBeGreaterThanOrEqual(headerHeight - 1);
    }
    // Every control a visitor can see and Tab to, named as the walk names them, was reached.
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")]
        .filter((element) => element.tabIndex >= 0 && !element.matches(":disabled, [inert] *"))
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map(
          (element) =>
            `${element.tagName}:${element.textContent?.trim().slice(0, 30)}:${element.getAttribute("href") ?? ""}`,
        ),
    );
    expect(controls.length).toBeGreaterThan(25);
    expect([...new Set(controls)].filter((key) => !seen.has(key))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("Send Inquiry at 1280 px", () => {
  it("opens the course inquiry modal, traps focus, and offers the visitor's own web mail, written from what was typed", async () => {
    const { page, context, problems } = await visit(1280);
    await context.route(WEBMAIL, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>mail</title>" }),
    );
    const opener = page.getByRole("button", { name: "Send Inquiry" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Course Inquiry" });
    await dialog.getByLabel(/^Full Name/).waitFor();
    for (let i = 0; i < 20; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);

    await opener.click();
    const typed = {
      name: "Ram & Shyam?",
      email: "ram@example.com",
      phone: "9800000003",
      message: "Fees? #1 = 100% & more\nsecond&cc=x@example.com",
    };
    await dialog.getByLabel(/^Full Name/).fill(typed.name);
    await dialog.getByLabel(/^Email Address/).fill(typed.email);
    await dialog.getByLabel(/^Phone Number/).fill(typed.phone);
    await dialog.getByLabel(/^Course/).selectOption("DevOps");
    await dialog.getByLabel(/^Message/).fill(typed.message);
    await page.screenshot({ path: join(SHOTS, "inquiry-1280.png") });
    // On a computer, the visitor's own mail is Gmail's compose window, in a tab of its own.
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("link", { name: "Write from your own e-mail" }).click(),
    ]);
    await popup.waitForURL(WEBMAIL);
    const url = new URL(popup.url());
    expect(url.searchParams.get("to")).toBe("info@yetibytes.example");
    expect(url.searchParams.get("cc")).toBeNull();
    expect(url.searchParams.get("su")).toBe("Course Inquiry");
    expect(url.searchParams.get("body")).toBe(
      `Name: ${typed.name}\nEmail: ${typed.email}\nPhone: ${typed.phone}\nCourse: DevOps\nMessage: ${typed.message}`,
    );
    // A choice, not a sending: the link closes the dialog, as every link in it does; the inquiry is
    // still in the form, unsent, when the visitor comes back to it.
    await opener.click();
    expect(await dialog.getByLabel(/^Full Name/).inputValue()).toBe(typed.name);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("not found", () => {
  it("answers an unknown address with the helpful 404 page and status", async () => {
    const { page, context } = await openGuardedPage(browser, { width: 375 });
    const response = await page.goto(`${inject("baseUrl")}/no-such-page`, { waitUntil: "load" });
    await settled(page);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("We couldn't find that page");
    expect(await page.getByRole("combobox", { name: "Search courses" }).count()).toBe(1);
    expect(await page.title()).toBe("Page not found | Yeti Bytes");
    await context.close();
  });
});

describe("a link followed on a slow network", () => {
  it("shows a bar running along the top while the next page's code comes, and none once it is drawn", async () => {
    const { page, context, problems } = await visit(375);
    // The next page's document, held until the test lets it go: as on a phone's slow connection.
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/assets\/courses-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.textContent();
    await page.getByRole("navigation", { name: "Quick" }).getByRole("link", { name: "Courses" }).tap();
    await page.waitForFunction(() => {
      const bar = getComputedStyle(document.body, "::before");
      return bar.content !== "none" && bar.opacity === "1";
    });
    expect(await heading.textContent()).toBe(before);

    arrive();
    await page.waitForFunction((old) => document.querySelector("h1")?.textContent !== old, before);
    expect(await page.evaluate(() => getComputedStyle(document.body, "::before").content)).toBe("none");
    // Back to a page drawn before: no bar left behind either.
    await page.goBack();
    await page.waitForFunction((old) => document.querySelector("h1")?.textContent === old, before);
    await settled(page);
    expect(await page.evaluate(() => getComputedStyle(document.body, "::before").content)).toBe("none");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("head after a client-side navigation", () => {
  it("keeps the first page's structured data, then names the new page's title, canonical and Course data", async () => {
    const { page, context, problems } = await visit(1280, "/courses");
    const jsonLdTypes = () =>
      page.$$eval('script[type="application/ld+json"]', (scripts) =>
        scripts.map((script) => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"]),
      );
    expect(await jsonLdTypes()).toEqual(["ItemList", "BreadcrumbList"]);
    await press(page.locator('main a[href="/reactjs-training"]:visible').first());
    await page.waitForURL(/\/reactjs-training$/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].some((s) =>
        s.textContent?.includes('"@type":"Course"'),
      ),
    );
    expect(await page.title()).toMatch(/^ReactJS/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/reactjs-training$/);
    expect(await jsonLdTypes()).toEqual(expect.arrayContaining(["Course", "BreadcrumbList"]));
    expect(problems).toEqual([]);
    await context.close();
  });
});
