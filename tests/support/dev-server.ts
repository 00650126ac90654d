import { rmSync } from "node:fs";
import { join } from "node:path";
import { createServer, type Logger, type ViteDevServer } from "vite";
import { copySite } from "../../scripts/lib/copy-site";
import { PROJECT_ROOT } from "../../scripts/lib/project-root";

export interface DevServer {
  /** The temporary copy of the site the dev server serves (and the editor writes to). */
  copy: string;
  baseUrl: string;
  server: ViteDevServer;
  close: () => Promise<void>;
}

/**
 * `npm start` on a temporary copy of the site, so a test can save documents without touching pages/,
 * with what `prepare` adds to the copy.
 * It resolves once Vite has bundled every dependency its scan found: a dependency found late would
 * reload the page under the test.
 */
export async function startDevServer(
  prefix: string,
  { customLogger, prepare }: { customLogger?: Logger; prepare?: (copy: string) => void } = {},
): Promise<DevServer> {
  // At the same address on every run, so its dependency cache, kept in this checkout, stays valid (Vite
  // bundles the dependencies again when the root it is served from changes): cold once, then warm.
  const name = prefix.replace(/-+$/, "");
  const copy = copySite(prefix, { at: join(PROJECT_ROOT, ".scratch", "dev-servers", name) });
  let server: ViteDevServer | undefined;
  try {
    // Files a test adds by hand go in before the server starts: Vite lists public/ once, then hears of
    // changes from its watcher, which on a busy machine can be later than the test's first request.
    prepare?.(copy);
    server = await createServer({
      root: copy,
      // Its own dependency cache, kept between runs: node_modules is this project's, linked, so the
      // default (node_modules/.vite) would be every dev server's at once.
      cacheDir: join(PROJECT_ROOT, "node_modules/.cache/dev-servers", name),
      ...(customLogger ? { customLogger } : { logLevel: "silent" }),
      server: {
        host: "127.0.0.1",
        port: 0,
        strictPort: false,
        // The site's and the editor's modules compiled while the test starts its browser, not on the
        // first page it opens: that took over 30 s once, with another heavy job on the machine.
        warmup: {
          clientFiles: [
            "./src/app/boot/entry-client.ts",
            "./src/app/boot/start-app.tsx",
            "./editor/browser/boot/editor-main.tsx",
            "./editor/browser/boot/preview-main.tsx",
          ],
        },
      },
    });
    await server.listen();
    const optimizer = server.environments.client.depsOptimizer;
    await optimizer?.scanProcessing;
    await Promise.all(Object.values(optimizer?.metadata.discovered ?? {}).map((dep) => dep.processing));
  } catch (error) {
    await server?.close();
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  const address = server.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("the dev server has no port");
  const running = server;
  return {
    copy,
    baseUrl: `http://127.0.0.1:${address.port}`,
    server: running,
    close: async () => {
      await running.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
