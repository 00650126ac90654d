import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isShown, launchBrowser, openGuardedPage, press, settled } from "./browser";
import { CLOUDINARY, EMAILJS, fakeCloudinary, PIXEL_PNG as PNG, UPLOADED, WEBMAIL } from "./form-services";
import { label, REFERENCE } from "./form-filling";
import { MARKERS } from "../../src/runtime/markers";
import type { FormDefinition } from "../../src/generated/form";

// The scripts are fetched after the page has loaded and start on the visitor's first use. Until
// then the pre-rendered page is the working page (its menus and dialogs are the platform's), and a
// form sent or text typed meanwhile is answered once React takes it over.
const APP_MODULE = /\/assets\/start-app-[\w-]+\.js$/;
/** The forms' own code, loaded once the page has started (or a form comes near). */
const FORM_MODULE = /\/assets\/form-view-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const started = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), MARKERS.started);

/** A page whose app module is held back until `release()`, so the test acts before the scripts can start. */
async function openWithScriptsHeld(width: number, path: string) {
  const guarded = await openGuardedPage(browser, { width });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await guarded.page.route(APP_MODULE, async (route) => {
    await released;
    await route.continue();
  });
  await guarded.page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  return { ...guarded, release };
}

describe("before the visitor uses the page", () => {
  it("the page is whole, its scripts are fetched after load, and none of them runs", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    const requests: { url: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("request", (request: Request) => requests.push({ url: request.url(), afterLoad: loaded }));
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    // Everything the page fetches once loaded (the app's modules among it) has arrived, and the
    // browser has been idle since.
    await settled(page);

    expect(await page.locator("h1").textContent()).toContain("Frontend");
    const appModule = requests.find(({ url }) => APP_MODULE.test(url));
    expect(appModule, "the app module is fetched").toBeDefined();
    expect(appModule?.afterLoad, "only after the page has loaded").toBe(true);
    expect(await started(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("what the visitor does before the scripts have started is answered", () => {
  it("scrolling starts them, and the page stays where the visitor scrolled it", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    await settled(page);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1500);
    await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("More opens the drawer at once, with nothing held for the scripts", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(375, "/about");
    await page.getByRole("button", { name: "More", exact: true }).tap();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(await started(page)).toBe(false);
    release();
    await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
    // Hydration leaves the open drawer as the visitor has it.
    expect(await page.getByRole("dialog", { name: "Menu" }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("text typed into the search is kept and searched", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(1280, "/");
    const search = page.getByRole("combobox", { name: "Search courses" });
    await search.click();
    await search.pressSequentially("pyth");
    expect(await started(page)).toBe(false);
    release();
    await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
    const suggestions = page.getByRole("listbox").getByRole("option");
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);
    expect(await search.inputValue()).toBe("pyth");
    expect(await suggestions.first().textContent()).toMatch(/python/i);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a form filled and sent is kept and checked, never sent the browser's way", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(1280, "/frontend-development");
    const name = label(page, "Full Name");
    await name.fill("Sita Sharma");
    await press(page.getByRole("button", { name: "Submit" }));
    expect(await started(page)).toBe(false);
    expect(page.url()).toBe(`${inject("baseUrl")}/frontend-development`);
    release();
    // Sent again once the scripts answer: the empty required fields are reported, the name is kept.
    await page.getByText("Please enter your age.").waitFor();
    expect(await name.inputValue()).toBe("Sita Sharma");
    expect(page.url()).toBe(`${inject("baseUrl")}/frontend-development`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a CV chosen is checked like one chosen later (a text file is refused)", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(375, "/career");
    const chooser = page.waitForEvent("filechooser");
    await page.getByLabel(/^CV/).tap();
    await (await chooser).setFiles({ name: "resume.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    expect(await started(page)).toBe(false);
    release();
    await page.getByText("Please choose a PDF or a picture (PNG, JPG, GIF or WebP).").waitFor();
    expect(await page.getByLabel(/^CV/).inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("text typed into a form as its code arrives", () => {
  // The worst case of a slow connection: the page's scripts start on the first tap, but the form's
  // own code arrives only after React has taken over the rest of the page. Every keystroke, typed
  // before, while and after React takes the form over, must stay in the field it was typed into.
  const FORMS = [
    { form: "course inquiry", path: "/", width: 1280, firstTap: "Send Inquiry", dialog: "Course Inquiry" },
    { form: "enrolment", path: "/frontend-development", width: 375 },
    { form: "service inquiry", path: "/contact", width: 375 },
    { form: "career application", path: "/career", width: 375 },
  ];
  const PARTS: Record<string, string[]> = {
    number: ["2", "3", ""],
    email: ["gita", "@exam", "ple.com"],
    tel: ["980", "123", "4567"],
    text: ["Gita ", "Shar", "ma"],
  };

  for (const { form: name, path, width, firstTap, dialog } of FORMS) {
    it(`the ${name} form keeps every field the visitor types into, and React redraws nothing`, async () => {
      const { page, context, problems } = await openGuardedPage(browser, { width });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(FORM_MODULE, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
      const form = dialog
        ? page.getByRole("dialog", { name: dialog }).locator("form")
        : page.locator("main form:not(dialog form)");
      const fields = form.locator("input:not([type=file]):not([type=checkbox]):not([tabindex='-1']), textarea");
      if (firstTap) await press(page.getByRole("button", { name: firstTap }).first());
      else await fields.first().tap();
      await form.first().waitFor();
      const handles = await fields.elementHandles();
      const types = await fields.evaluateAll((all) => all.map((field) => field.getAttribute("type") ?? "text"));
      expect(handles.length).toBeGreaterThanOrEqual(4);

      const typeStep = async (step: number) => {
        for (const [index, handle] of handles.entries()) {
          await handle.focus();
          await page.keyboard.type((PARTS[types[index]] ?? PARTS.text)[step]);
        }
      };
      await typeStep(0); // as the scripts start
      await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
      await typeStep(1); // React has the page, not yet the form
      expect(await form.first().getAttribute(MARKERS.hydrated)).toBe("false");
      release();
      await page.locator(`form[${MARKERS.hydrated}="true"]`).first().waitFor({ state: "attached" });
      await typeStep(2); // React has the form

      const kept = await Promise.all(
        handles.map((handle) =>
          handle.evaluate((field) => ({ connected: field.isConnected, value: (field as HTMLInputElement).value })),
        ),
      );
      expect(kept).toEqual(types.map((type) => ({ connected: true, value: (PARTS[type] ?? PARTS.text).join("") })));
      expect(await handles.at(-1)!.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("a form sent before its code has arrived", () => {
  // A slow connection: every script arrives seconds after the page asks for it, and the visitor has
  // filled the form and pressed send before the form's own code is there. Everything typed and the
  // résumé chosen are sent once, when it arrives, and the visitor sees meanwhile that the form is
  // being sent. The site's build has the services configured; EmailJS, Cloudinary and the web-mail
  // compose page are intercepted.
  const ANY_SCRIPT = /\/assets\/[\w-]+\.js$/;
  const TYPED: Record<string, string> = {
    text: "Gita Sharma",
    email: "gita@example.com",
    tel: "9801234567",
    number: "21",
    textarea: "Morning batch & weekends? #1",
  };
  /**
   * Which scripts are late, and how: each one on its own, from the page's first module on, let through
   * one for each field the visitor fills (the form's own chunk, asked for last, only after the press);
   * the app's code as a whole (the page's first modules trickle in, the app and everything after it only
   * after the press); or the form's chunk alone, after the press.
   */
  const LATENESS = {
    "each script late, one by one": { late: ANY_SCRIPT, heldUntilPressed: FORM_MODULE },
    "the app's code late as a whole": { late: ANY_SCRIPT, heldUntilPressed: APP_MODULE },
    "the form's own chunk last": { late: FORM_MODULE, heldUntilPressed: FORM_MODULE },
  };
  const CASES = [
    { id: "enrolment", path: "/frontend-development", width: 375, lateness: "each script late, one by one" },
    // Its button is in the desktop's search bar.
    { id: "course-inquiry", path: "/", width: 1280, opener: "Send Inquiry", lateness: "each script late, one by one" },
    { id: "service-inquiry", path: "/contact", width: 375, lateness: "each script late, one by one" },
    { id: "career", path: "/career", width: 375, lateness: "each script late, one by one" },
    { id: "career", path: "/career", width: 375, lateness: "the app's code late as a whole" },
    { id: "enrolment", path: "/frontend-development", width: 375, lateness: "the form's own chunk last" },
  ] satisfies { id: string; path: string; width: number; opener?: string; lateness: keyof typeof LATENESS }[];
  const definitionOf = (id: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../pages/_forms/${id}.json`), "utf8")) as FormDefinition;

  /**
   * Scripts held as the page asks for them: let through one at a time (the oldest first) until the
   * visitor presses send, then all, those asked for later too. Those held for the press wait for it.
   */
  function scriptGate() {
    const waiting: (() => void)[] = [];
    const forThePress: (() => void)[] = [];
    let opened = false;
    return {
      hold: (route: Route, untilPressed: boolean) =>
        new Promise<void>((arrived) => {
          const letThrough = () => void route.continue().then(arrived, arrived);
          if (opened) letThrough();
          else (untilPressed ? forThePress : waiting).push(letThrough);
        }),
      letOneThrough: () => waiting.shift()?.(),
      open: () => {
        opened = true;
        for (const letThrough of [...waiting.splice(0), ...forThePress.splice(0)]) letThrough();
      },
    };
  }

  for (const { id, path, width, lateness, ...rest } of CASES) {
    const opener = "opener" in rest ? rest.opener : undefined;
    const definition = definitionOf(id);
    it.concurrent(
      `${lateness}: the ${id} form is sent once, with what was typed${id === "career" ? " and the résumé" : ""}, and shown as being sent meanwhile`,
      { timeout: 120_000 },
      async ({ expect }) => {
        const { page, context, problems } = await openGuardedPage(browser, {
          width,
          intercepted: [EMAILJS, CLOUDINARY, WEBMAIL],
        });
        const sent: { template_params?: Record<string, string> }[] = [];
        const uploads: string[] = [];
        const composed: string[] = [];
        await page.route(EMAILJS, (route) => {
          sent.push(route.request().postDataJSON());
          return route.fulfill({ status: 200, body: "OK" });
        });
        await page.route(CLOUDINARY, fakeCloudinary(uploads));
        await context.route(WEBMAIL, (route) => {
          composed.push(route.request().url());
          return route.fulfill({ status: 200, contentType: "text/html", body: "<title>mail</title>" });
        });
        // The network's delays, by gates rather than a clock: a late script waits until the test lets
        // it through, one for each field filled, or all once the visitor has pressed send.
        const { late, heldUntilPressed } = LATENESS[lateness];
        const gate = scriptGate();
        await page.route(late, (route) => gate.hold(route, heldUntilPressed.test(route.request().url())));
        await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "commit" });
        if (opener) await press(page.getByRole("button", { name: opener }).first());
        const scope = opener ? page.getByRole("dialog") : page.locator("main");
        const form = scope.locator(`form[aria-label="${definition.submit.label}"]`);

        // Filled as a visitor does, a tap (a click on a desktop) then typing; the first use starts the
        // page's scripts, once its first module has arrived.
        const expected: Record<string, string> = {};
        for (const field of definition.fields) {
          const control = form.locator(`[name="${field.name}"]`);
          if (field.type === "file") {
            const chooser = page.waitForEvent("filechooser");
            await press(control);
            await (await chooser).setFiles({ name: "resume.png", mimeType: "image/png", buffer: PNG });
            expected[field.name] = UPLOADED;
          } else if (field.type === "checkboxes") {
            // The last box: ticked before the page's scripts, kept once they have taken the form over.
            const last = control.last();
            expected[field.name] = (await last.getAttribute("value"))!;
            await press(last);
          } else if (field.type === "select") {
            const options = await control
              .locator("option:not([value=''])")
              .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
            // Not the one a course page chooses by itself.
            expected[field.name] = options.at(-1)!;
            await control.selectOption(expected[field.name]);
          } else {
            await press(control);
            await control.pressSequentially(TYPED[field.type]);
            expected[field.name] = TYPED[field.type];
          }
          gate.letOneThrough();
        }
        expect(await form.getAttribute(MARKERS.hydrated)).toBe("false");

        const submit = form.getByRole("button", { name: definition.submit.label });
        await press(submit);
        await press(submit); // pressed twice, as an impatient visitor does
        const held = form.getByRole("status").filter({ hasText: definition.submit.sendingLabel });
        expect(await held.isVisible()).toBe(true);
        expect(sent.length + uploads.length + composed.length).toBe(0);
        gate.open();

        // The code arrives: sent once, then thanked.
        await page.getByText(definition.messages.success).waitFor({ timeout: 60_000 });
        await settled(page);
        expect(page.url()).toBe(`${inject("baseUrl")}${path}`);
        expect(composed).toHaveLength(0);
        expect(sent).toHaveLength(1);
        expect(sent[0].template_params).toEqual({
          ...expected,
          submission_id: expect.any(String),
          reference: expect.stringMatching(REFERENCE),
          form_name: expect.any(String),
          all_answers: expect.stringContaining(`: ${expected.email}\n`),
        });
        expect(uploads).toHaveLength(definition.action.kind === "upload-then-email" ? 1 : 0);
        if (uploads.length) expect(uploads[0]).toContain('name="file"; filename="resume.png"');
        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }

  it("a form held for code that cannot arrive says so, and keeps what was typed", async () => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 375,
      expectedErrors: [/could not start|Failed to load resource|Failed to fetch dynamically imported module/],
    });
    // The connection drops for good once the visitor has pressed send.
    let pressed = () => {};
    const whenPressed = new Promise<void>((resolve) => (pressed = resolve));
    await page.route(APP_MODULE, async (route) => {
      await whenPressed;
      await route.abort("internetdisconnected");
    });
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    const form = page.locator('main form[aria-label="Submit"]');
    await press(form.getByLabel(/^Full Name/));
    await form.getByLabel(/^Full Name/).pressSequentially("Gita Sharma");
    await press(form.getByRole("button", { name: "Submit" }));
    expect(await form.getAttribute(MARKERS.sending)).toBe("held");
    pressed();
    await form.getByRole("alert").filter({ hasText: "This form could not finish loading" }).waitFor();
    expect(await form.getByRole("status").filter({ hasText: "Sending..." }).isVisible()).toBe(false);
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe("Gita Sharma");
    expect(page.url()).toBe(`${inject("baseUrl")}/frontend-development`);
    // The app's module, cut off by the test (prefetched, then imported), and nothing else.
    expect(problems.filter((problem) => !APP_MODULE.test(problem.split(" ")[2] ?? ""))).toEqual([]);
    await context.close();
  });
});

describe("a tap on a carousel's slide as swiper arrives", () => {
  /** swiper, which takes a carousel's markup over once it is near the viewport and the browser idle. */
  const SWIPER_MODULE = /\/assets\/adopt-swiper-[\w-]+\.js$/;
  const home = JSON.parse(readFileSync(join(import.meta.dirname, "../../pages/home.json"), "utf8")) as {
    blocks: { type: string; heading?: string; items?: { name: string; course: string }[] }[];
  };
  const testimonials = home.blocks.find((block) => block.type === "testimonial-carousel")!;
  const first = testimonials.items![0];

  // A finger (or the mouse's button) goes down on a slide's button, swiper's code arrives and takes the
  // carousel over, and only then is it lifted. Were the slides replaced under it, the click would land on
  // the replacement or on nothing at all (a mouse's click goes to what both presses share).
  const POINTERS = [
    { width: 375, pointer: "a finger" },
    { width: 1280, pointer: "the mouse" },
  ] as const;
  it.each(POINTERS)(
    "at $width px, Read More.. pressed with $pointer before swiper's code arrives and lifted after opens the testimonial",
    async ({ width, pointer }) => {
      const { page, context, problems } = await openGuardedPage(browser, { width });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked = () => {};
      const swiperAsked = new Promise<void>((resolve) => (asked = resolve));
      await page.route(SWIPER_MODULE, async (route) => {
        asked();
        await released;
        await route.continue();
      });
      await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
      const readMore = page.getByRole("button", { name: `Read More.. from ${first.name}` });
      // Scrolling starts the scripts; the carousel, near the viewport, asks for swiper once idle.
      await readMore.scrollIntoViewIfNeeded();
      await swiperAsked;

      const box = (await readMore.boundingBox())!;
      const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const cdp = await context.newCDPSession(page);
      if (pointer === "a finger")
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [spot] });
      else await page.mouse.move(spot.x, spot.y).then(() => page.mouse.down());
      release();
      // swiper's code has arrived and taken the very slides under the finger over: nothing was replaced.
      await page.locator(".swiper-initialized", { has: readMore }).waitFor();
      if (pointer === "a finger") await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      else await page.mouse.up();

      const dialog = page.getByRole("dialog", { name: `${first.name}, ${first.course}` });
      await dialog.waitFor();
      expect(await isShown(dialog)).toBe(true);
      await press(dialog.getByRole("button", { name: "Close" }));
      await dialog.waitFor({ state: "hidden" });
      expect(await readMore.isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe("polyfills", () => {
  const POLYFILLS = /\/assets\/(popover|invokers-polyfill|dialog-closedby-polyfill)-[\w-]+\.js$/;

  it("none is fetched where the platform has the feature, and each where it lacks one, but invoker commands'", async () => {
    for (const missing of [false, true]) {
      const { page, context, problems } = await openGuardedPage(browser, { width: 1280 });
      const fetched: string[] = [];
      page.on("request", (request) => {
        const match = POLYFILLS.exec(request.url());
        if (match) fetched.push(match[1]);
      });
      // As an older browser: no popover, no invoker commands, no closedby.
      if (missing) {
        await page.addInitScript(() => {
          delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
          delete (HTMLButtonElement.prototype as Partial<HTMLButtonElement>).commandForElement;
          delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).closedBy;
        });
      }
      await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
      await settled(page);
      // Never the invoker commands' one: every dialog opens by popovertarget where they are missing.
      expect(fetched.sort()).toEqual(missing ? ["dialog-closedby-polyfill", "popover"] : []);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
