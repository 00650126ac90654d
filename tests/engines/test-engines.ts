import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { preview } from "vite";
import type { Engine, EnginePage } from "./engine-page";
import { startFirefox } from "./firefox";
import { startWebKit } from "./webkit";

// npm run test:engines: the checks that differ between engines, in Firefox ESR and WebKitGTK (the
// engine of Safari) against the built site. Chromium has the whole suite (tests/browser). What each
// check opens is what README's "How a page starts" lists as working before any script.
const ROOT = join(import.meta.dirname, "../..");
const SCREENSHOTS = join(ROOT, "tests/browser/.screenshots/engines");
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const MORE = "nav[aria-label=Quick] button[aria-haspopup=dialog]";
const ALL_COURSES = "button.menu-button.btn-primary";
const SEND_INQUIRY = "button.btn-accent[aria-haspopup=dialog]";
const READ_MORE = "button[aria-haspopup=dialog][command=show-modal]:not(.btn-accent)";
const ABOUT = "header button.menu-button";
const LETS_TALK = 'button:has(img[alt="Let\'s Talk"])';

/** A script for the page: whether what `button` opens (its popovertarget) is shown. */
const shownBy = (button: string) =>
  `document.getElementById(document.querySelector(${JSON.stringify(button)}).getAttribute("popovertarget")).matches("[open], :popover-open")`;
const closeIn = (button: string) =>
  `[id="\${document.querySelector(${JSON.stringify(button)}).getAttribute("popovertarget")}"] button[popovertargetaction=hide]`;

interface Check {
  name: string;
  javaScript: boolean;
  run(page: EnginePage, at: (path: string, size: { width: number; height: number }) => Promise<void>): Promise<void>;
}

const CHECKS: Check[] = [
  {
    name: "More opens the drawer; Escape and Close menu close it (phone)",
    javaScript: false,
    async run(page, at) {
      await at("/about", PHONE);
      await opens(page, MORE);
      await page.press("Escape");
      await until(page, `!${shownBy(MORE)}`, "Escape closes the drawer");
      await opens(page, MORE);
      await page.click(await page.evaluate<string>(`\`${closeIn(MORE)}\``));
      await until(page, `!${shownBy(MORE)}`, "Close menu closes the drawer");
    },
  },
  {
    name: "All Courses, Send Inquiry (with its form) and a testimonial open; Escape or Close closes them (desktop)",
    javaScript: false,
    async run(page, at) {
      await at("/", DESKTOP);
      await opens(page, ALL_COURSES);
      await page.press("Escape");
      await until(page, `!${shownBy(ALL_COURSES)}`, "Escape closes All Courses");
      await opens(page, SEND_INQUIRY);
      await until(
        page,
        `document.getElementById(document.querySelector(${JSON.stringify(SEND_INQUIRY)}).getAttribute("popovertarget")).querySelector("input").getBoundingClientRect().width > 100`,
        "the inquiry form shows in its dialog",
      );
      await page.press("Escape");
      await until(page, `!${shownBy(SEND_INQUIRY)}`, "Escape closes Send Inquiry");
      await opens(page, READ_MORE);
      await page.click(await page.evaluate<string>(`\`${closeIn(READ_MORE)}\``));
      await until(page, `!${shownBy(READ_MORE)}`, "Close closes the testimonial");
    },
  },
  {
    name: "ABOUT opens its menu (desktop); Let's Talk opens its panel (phone)",
    javaScript: false,
    async run(page, at) {
      await at("/mission", DESKTOP);
      await opens(page, ABOUT);
      await at("/", PHONE);
      await opens(page, LETS_TALK);
    },
  },
  {
    name: "every form posts (never an address with what was typed) to the mailbox, and says how else to reach us",
    javaScript: false,
    async run(page, at) {
      for (const path of ["/", "/reactjs-training", "/contact", "/career"]) {
        await at(path, PHONE);
        const forms = await page.evaluate<
          { method: string; action: string; enctype: string; note: string; noScript?: string }[]
        >(
          `[...document.querySelectorAll("form:not([role=search])")].map((form) => ({ method: form.method, action: form.action, enctype: form.enctype, note: form.textContent, noScript: form.querySelector("noscript p")?.textContent }))`,
        );
        if (forms.length === 0) throw new Error(`${path} has no form`);
        for (const form of forms) {
          if (form.method !== "post" || !form.action.startsWith("mailto:") || form.enctype !== "text/plain")
            throw new Error(`${path}: a form sends ${form.method} ${form.action} ${form.enctype}`);
          if (!/Or reach us directly: call/.test(form.note))
            throw new Error(`${path}: a form has no other way to reach us`);
          // Parsed as elements only where the page runs no script: proof that this engine has them off.
          if (!form.noScript?.includes("sending opens your e-mail app"))
            throw new Error(`${path}: no word that sending opens the e-mail app (or the page's scripts are on)`);
        }
      }
    },
  },
  {
    name: "the hero's Pause box is the site's own control, a white outline on navy (screenshot)",
    javaScript: false,
    async run(page, at) {
      await at("/", PHONE);
      const style = await page.evaluate<{ appearance: string; border: string }>(
        `(() => { const s = getComputedStyle(document.querySelector(".hero-pause input")); return { appearance: s.appearance, border: s.borderTopColor }; })()`,
      );
      if (style.appearance !== "none" || style.border !== "rgb(255, 255, 255)")
        throw new Error(`the Pause box is drawn by the engine: ${JSON.stringify(style)}`);
    },
  },
  {
    name: "nothing is wider than a phone's screen on /, /courses, a course, a service and /contact",
    javaScript: false,
    async run(page, at) {
      for (const path of ["/", "/courses", "/reactjs-training", "/website-development", "/contact"]) {
        await at(path, PHONE);
        const wide = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
        if (wide > 0) throw new Error(`${path} is ${wide} px wider than the screen`);
      }
    },
  },
  {
    name: "with scripts: More opens at the first tap, and stays open as the scripts start",
    javaScript: true,
    async run(page, at) {
      await at("/about", PHONE);
      await opens(page, MORE);
      await until(page, `document.documentElement.hasAttribute("data-started")`, "the scripts start", 15_000);
      if (!(await page.evaluate<boolean>(shownBy(MORE)))) throw new Error("the drawer closed as the scripts started");
    },
  },
  {
    name: "with scripts: Send Inquiry opens and takes typing; search suggests courses",
    javaScript: true,
    async run(page, at) {
      await at("/", DESKTOP);
      await page.press("Shift");
      await until(page, `document.documentElement.hasAttribute("data-started")`, "the scripts start", 15_000);
      await opens(page, SEND_INQUIRY);
      const field = `[id="${await page.evaluate<string>(`document.querySelector(${JSON.stringify(SEND_INQUIRY)}).getAttribute("popovertarget")`)}"] input`;
      await page.click(field);
      await page.type("Gita");
      await until(
        page,
        `document.querySelector(${JSON.stringify(field)}).value === "Gita"`,
        "the typed name is in the field",
      );
      await page.press("Escape");
      await until(page, `!${shownBy(SEND_INQUIRY)}`, "Escape closes Send Inquiry");
      await page.click("input[role=combobox]");
      await page.type("pyth");
      await until(page, `document.querySelectorAll("[role=listbox] [role=option]").length > 0`, "suggestions show");
    },
  },
];

async function opens(page: EnginePage, button: string): Promise<void> {
  await page.click(button);
  await until(page, shownBy(button), `${button} opens what it names`);
}

/** Polls the page until the expression is true (what it waits for is the page's own state), or fails. */
async function until(page: EnginePage, expression: string, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<boolean> {
  if (!existsSync(join(ROOT, "dist/index.html"))) throw new Error("No build found: run `npm run build` first.");
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server = await preview({ root: ROOT, logLevel: "warn", preview: { port: 0, host: "127.0.0.1" } });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  const base = `http://127.0.0.1:${address.port}`;
  const only = process.argv.slice(2);
  const starters = { firefox: startFirefox, webkit: startWebKit };
  let ok = true;
  try {
    for (const [key, start] of Object.entries(starters)) {
      if (only.length > 0 && !only.includes(key)) continue;
      const engine: Engine = await start();
      try {
        for (const check of CHECKS) {
          const started = Date.now();
          const page = await engine.open({ javaScript: check.javaScript });
          const at = async (path: string, size: { width: number; height: number }) => {
            await page.resize(size.width, size.height);
            await page.goto(`${base}${path}`);
          };
          let failure: unknown;
          try {
            await check.run(page, at);
            const errors = engine.errors?.(page) ?? [];
            if (errors.length > 0) throw new Error(errors.join("\n"));
          } catch (error) {
            failure = error;
          }
          const slug = check.name.replace(/[^a-z]+/gi, "-").slice(0, 40);
          await page.screenshot(join(SCREENSHOTS, `${key}-${slug}.png`)).catch(() => {});
          await page.close();
          ok &&= failure === undefined;
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`${failure ? "FAIL" : "ok  "} ${engine.name.padEnd(9)} ${seconds.padStart(5)} s  ${check.name}`);
          if (failure) console.log(`     ${String(failure instanceof Error ? failure.message : failure)}`);
        }
      } finally {
        await engine.stop();
      }
    }
  } finally {
    await server.close();
  }
  return ok;
}

process.exitCode = (await main()) ? 0 : 1;
