import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { Engine, EnginePage } from "./engine-page";

// Firefox ESR from Debian, driven by puppeteer-core over WebDriver BiDi (headless).
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function startFirefox(): Promise<Engine> {
  // One browser per setting: scripts are a preference, read when Firefox starts.
  const browsers = new Map<boolean, Browser>();
  const errors = new WeakMap<EnginePage, string[]>();
  const browserFor = async (javaScript: boolean) => {
    let browser = browsers.get(javaScript);
    if (!browser) {
      browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX_PATH,
        headless: true,
        // A command's answer, with the browser tests beside it on two cores: a minute at most.
        protocolTimeout: 60_000,
        // No update, telemetry or other background requests: the checks never touch the network.
        extraPrefsFirefox: { "javascript.enabled": javaScript, "network.proxy.type": 0 },
      });
      browsers.set(javaScript, browser);
    }
    return browser;
  };

  return {
    name: "Firefox",
    async open({ javaScript }) {
      const page = await (await browserFor(javaScript)).newPage();
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => logged.push(`page error: ${String(error)}`));
      const enginePage = firefoxPage(page);
      errors.set(enginePage, logged);
      return enginePage;
    },
    errors: (page) => errors.get(page) ?? [],
    async stop() {
      await Promise.all([...browsers.values()].map((browser) => browser.close()));
    },
  };
}

function firefoxPage(page: Page): EnginePage {
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    async click(selector) {
      // page.click waits on an animation frame in the page, which never comes with its scripts off.
      const { x, y } = await page.evaluate((css) => {
        const element = document.querySelector(css);
        if (!element) throw new Error(`nothing matches ${css}`);
        element.scrollIntoView({ block: "center" });
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, selector);
      await page.mouse.click(x, y);
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async press(key) {
      await page.keyboard.press(key as Parameters<Page["keyboard"]["press"]>[0]);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async close() {
      await page.close();
    },
  };
}
