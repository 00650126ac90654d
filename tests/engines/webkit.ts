import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { until, type Engine, type EnginePage } from "./engine-page";

// WebKitGTK, the engine of Safari, driven over plain W3C WebDriver (HTTP) through Debian's
// WebKitWebDriver, which starts MiniBrowser in automation mode; Xvfb gives it a screen.
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const KEYS: Record<string, string> = { Escape: "\uE00C", Shift: "\uE008" };

export async function startWebKit(): Promise<Engine> {
  let driver = await startDriver();

  return {
    name: "WebKitGTK",
    async open({ javaScript }) {
      // With scripts in the markup off, the page runs none of its own; WebDriver's still run.
      const args = ["--automation", ...(javaScript ? [] : ["--enable-javascript-markup=false"])];
      // MiniBrowser starts in about a second, 5 s with the machine busy.
      const newSession = (base: string) =>
        call<{ sessionId: string }>(
          base,
          "POST",
          "/session",
          { capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args } } } },
          20_000,
        );
      let session: { value: { sessionId: string } };
      try {
        session = await newSession(driver.base);
      } catch {
        // Now and then a new MiniBrowser never answers its driver (seen idle and busy): start both afresh, once.
        driver.stop();
        driver = await startDriver();
        session = await newSession(driver.base);
      }
      return webKitPage(`${driver.base}/session/${session.value.sessionId}`);
    },
    async stop() {
      driver.stop();
    },
  };
}

/** WebKitWebDriver on a free port, with a screen of its own (Xvfb). */
async function startDriver(): Promise<{ base: string; stop(): void }> {
  const port = await freePort();
  const driver = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], { detached: true, stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  await waitForDriver(base);
  return {
    base,
    stop() {
      if (driver.pid) process.kill(-driver.pid, "SIGTERM");
    },
  };
}

function webKitPage(session: string): EnginePage {
  const send = <T>(method: string, path: string, body?: unknown) => call<T>(session, method, path, body);
  const find = async (selector: string) => {
    const { value } = await send<Record<string, string>>("POST", "/element", {
      using: "css selector",
      value: selector,
    });
    return value[ELEMENT];
  };
  const keys = (text: string) =>
    send("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [...text].flatMap((key) => [
            { type: "keyDown", value: key },
            { type: "keyUp", value: key },
          ]),
        },
      ],
    });
  return {
    async goto(url) {
      await send("POST", "/url", { url });
      // WebKitWebDriver answers once the document is parsed, often before the page's module scripts
      // have run ("interactive"): a key pressed then reaches no listener of the page's.
      await until(this, `document.readyState === "complete"`, `${url} finishes loading`, 60_000);
    },
    async resize(width, height) {
      await send("POST", "/window/rect", { width, height });
      // The window's frame takes some of it: grow it until the page itself has the width asked.
      const inner = await this.evaluate<number>("window.innerWidth");
      if (inner !== width) await send("POST", "/window/rect", { width: width + (width - inner), height });
    },
    async click(selector) {
      const element = await find(selector);
      // WebDriver scrolls an element only just into view, where the phone layout's bottom bar covers it.
      await send("POST", "/execute/sync", {
        script: "arguments[0].scrollIntoView({ block: 'center' });",
        args: [{ [ELEMENT]: element }],
      });
      await send("POST", `/element/${element}/click`, {});
    },
    async clickAt(x, y) {
      await send("POST", "/actions", {
        actions: [
          {
            type: "pointer",
            id: "mouse",
            parameters: { pointerType: "mouse" },
            actions: [
              { type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y) },
              { type: "pointerDown", button: 0 },
              { type: "pointerUp", button: 0 },
            ],
          },
        ],
      });
    },
    async press(key) {
      await keys(KEYS[key] ?? key);
    },
    async type(text) {
      await keys(text);
    },
    async evaluate<T>(expression: string) {
      const { value } = await send<T>("POST", "/execute/sync", { script: `return (${expression});`, args: [] });
      return value;
    },
    async screenshot(file) {
      const { value } = await send<string>("GET", "/screenshot");
      await writeFile(file, Buffer.from(value, "base64"));
    },
    async close() {
      await fetch(session, { method: "DELETE", signal: AbortSignal.timeout(60_000) });
    },
  };
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 60_000,
): Promise<{ value: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
    // A driver that stops answering fails the check within a minute instead of hanging the run.
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error} ${json.value.message}`);
  return json;
}

/** Waits for the driver to answer: at once on an idle machine, a minute at most beside the browser tests. */
async function waitForDriver(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not start within a minute");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
