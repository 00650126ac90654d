import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { preview, type Plugin, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, it } from "vitest";
import { PROJECT_ROOT } from "../../scripts/lib/project-root.ts";
import { CHECKS, OUTBOX, OUTBOX_NETWORK } from "./checks";
import type { Engine } from "./engine-page";
import { startFirefox } from "./firefox";
import { startWebKit } from "./webkit";

// The checks that differ between engines (checks.ts), in Firefox ESR and WebKitGTK, against the built
// site served as a static host serves it. `npm test -- engines` or `-- webkit` runs them alone.
const SCREENSHOTS = join(PROJECT_ROOT, "tests/browser/.screenshots/engines");
const ENGINES = { firefox: startFirefox, webkit: startWebKit };

let server: PreviewServer;
let base = "";
beforeAll(async () => {
  if (!existsSync(join(PROJECT_ROOT, "dist/index.html"))) throw new Error("No build found: run `npm run build` first.");
  mkdirSync(SCREENSHOTS, { recursive: true });
  process.env.OUTBOX_DIR = OUTBOX;
  server = await preview({
    root: PROJECT_ROOT,
    logLevel: "warn",
    plugins: [outboxNetwork],
    preview: { port: 0, host: "127.0.0.1" },
  });
  const address = server.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(OUTBOX, { recursive: true, force: true });
});

/** Cuts every connection to the local outbox while OUTBOX_NETWORK says it cannot be reached: no answer at all. */
const outboxNetwork: Plugin = {
  name: "engines-outbox-network",
  enforce: "pre",
  configurePreviewServer(previewServer) {
    previewServer.middlewares.use((req, _res, next) => {
      if (OUTBOX_NETWORK.reachable || !req.url?.startsWith("/__outbox")) return next();
      req.socket.destroy();
    });
  },
};

for (const [key, start] of Object.entries(ENGINES)) {
  describe(key, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await start();
    });
    afterAll(async () => {
      await engine?.stop();
    });

    for (const check of CHECKS) {
      it(check.name, async () => {
        const page = await engine.open({ javaScript: check.javaScript });
        try {
          await check.run(page, async (path, size) => {
            await page.resize(size.width, size.height);
            await page.goto(`${base}${path}`);
          });
          const errors = engine.errors?.(page) ?? [];
          if (errors.length > 0) throw new Error(errors.join("\n"));
        } finally {
          const slug = check.name.replace(/[^a-z]+/gi, "-").slice(0, 40);
          await page.screenshot(join(SCREENSHOTS, `${key}-${slug}.png`)).catch(() => {});
          // A page that cannot be closed fails no check: the next one opens its own.
          await page.close().catch(() => {});
        }
      });
    }
  });
}
