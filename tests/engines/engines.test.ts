import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { preview, type Plugin, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, it } from "vitest";
import { staticRoutesPlugin } from "../../scripts/build-plugins/vite-plugin-static-routes.ts";
import { FIXTURE_DIST, FIXTURE_SITE } from "../../scripts/lib/fixture-site/build-fixture-site.ts";
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
let fixtureServer: PreviewServer;
let base = "";
let fixtureBase = "";
beforeAll(async () => {
  for (const build of [join(PROJECT_ROOT, "dist"), FIXTURE_DIST]) {
    if (!existsSync(join(build, "index.html")))
      throw new Error(`No ${build}/ found: run \`npm run build:tested\` and \`npm run build:fixture\` first.`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  process.env.OUTBOX_DIR = OUTBOX;
  // The site as a deploy builds it, as a static host serves it.
  server = await preview({
    root: PROJECT_ROOT,
    configFile: false,
    plugins: [staticRoutesPlugin(), failingFile],
    logLevel: "warn",
    preview: { port: 0, host: "127.0.0.1" },
  });
  base = urlOf(server);
  // The fixture site, built with no form settings: its preview server's outbox takes its forms.
  fixtureServer = await preview({
    root: FIXTURE_SITE,
    logLevel: "warn",
    plugins: [outboxNetwork, failingFile],
    preview: { port: 0, host: "127.0.0.1" },
  });
  fixtureBase = urlOf(fixtureServer);
});
afterAll(async () => {
  await server?.close();
  await fixtureServer?.close();
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
            await page.goto(`${check.site === "fixture" ? fixtureBase : base}${path}`);
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
