import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { preview, type Plugin, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, it } from "vitest";
import { staticRoutesPlugin } from "../../scripts/build-plugins/vite-plugin-static-routes.ts";
import { PROJECT_ROOT } from "../../scripts/lib/project-root.ts";
import { CHECKS, FAILING_FILE, OUTBOX, OUTBOX_NETWORK } from "./checks";
import type { Engine } from "./engine-page";
import { startFirefox } from "./firefox";
import { startWebKit } from "./webkit";

// The checks that differ between engines (checks.ts), in Firefox ESR and WebKitGTK, against the built
// site served as a static host serves it. `npm test -- engines` or `-- webkit` runs them alone.
const SCREENSHOTS = join(PROJECT_ROOT, "tests/browser/.screenshots/engines");
const ENGINES = { firefox: startFirefox, webkit: startWebKit };

let server: PreviewServer;
let photoServer: PreviewServer;
let base = "";
let photosBase = "";
beforeAll(async () => {
  for (const build of ["dist", "dist-photos"]) {
    if (!existsSync(join(PROJECT_ROOT, build, "index.html")))
      throw new Error(`No ${build}/ found: run \`npm run build\` and \`npm run build:photos\` first.`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  process.env.OUTBOX_DIR = OUTBOX;
  server = await preview({
    root: PROJECT_ROOT,
    logLevel: "warn",
    plugins: [outboxNetwork, failingFile],
    preview: { port: 0, host: "127.0.0.1" },
  });
  base = urlOf(server);
  photoServer = await preview({
    root: PROJECT_ROOT,
    configFile: false,
    plugins: [staticRoutesPlugin()],
    logLevel: "warn",
    build: { outDir: "dist-photos" },
    preview: { port: 0, host: "127.0.0.1" },
  });
  photosBase = urlOf(photoServer);
});
afterAll(async () => {
  await server?.close();
  await photoServer?.close();
  rmSync(OUTBOX, { recursive: true, force: true });
});

function urlOf(previewServer: PreviewServer): string {
  const address = previewServer.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  return `http://127.0.0.1:${address.port}`;
}

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

/** Cuts every connection for the file FAILING_FILE names, while it names one: the network dropping for that file alone. */
const failingFile: Plugin = {
  name: "engines-failing-file",
  enforce: "pre",
  configurePreviewServer(previewServer) {
    previewServer.middlewares.use((req, _res, next) => {
      const path = req.url?.split("?")[0] ?? "";
      if (!FAILING_FILE.pattern?.test(path)) return next();
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
            await page.goto(`${check.site === "photos" ? photosBase : base}${path}`);
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
