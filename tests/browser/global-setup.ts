import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { preview, type PreviewServer } from "vite";
import type { TestProject } from "vitest/node";
import { staticRoutesPlugin } from "../../scripts/build-plugins/vite-plugin-static-routes";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production build (npm run build), as a static host serves it. */
    baseUrl: string;
    /** The same site built with the form services' settings (.env.e2e), for the form tests. */
    e2eUrl: string;
  }
}

const ROOT = join(import.meta.dirname, "../..");

/** Serves the built site, and a build with the form services configured, on free local ports. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, "dist/index.html"))) throw new Error("No build found: run `npm run build` first.");
  // Vitest sets NODE_ENV=test, which would make a development build of React: build as CI ships.
  const env = { ...process.env, NODE_ENV: "production" };
  const run = (...args: string[]) => execFileSync("npx", args, { cwd: ROOT, stdio: "pipe", env });
  run("vite", "build", "--mode", "e2e", "--outDir", "dist-e2e", "--logLevel", "warn");
  run(
    "vite",
    "build",
    "--mode",
    "e2e",
    "--ssr",
    "src/app/entry-server.tsx",
    "--outDir",
    "dist-ssr",
    "--logLevel",
    "warn",
  );
  run("tsx", "scripts/commands/prerender.ts", "--out", "dist-e2e");

  const servers = [await serve("dist"), await serve("dist-e2e")];
  project.provide("baseUrl", servers[0].url);
  project.provide("e2eUrl", servers[1].url);
  return async () => {
    await Promise.all(servers.map(({ server }) => server.close()));
  };
}

async function serve(outDir: string): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    root: ROOT,
    // As a static host serves it: the built files and their headers, and none of the dev tools'
    // endpoints (the page editor's among them) that vite.config.ts would add.
    configFile: false,
    plugins: [staticRoutesPlugin()],
    logLevel: "warn",
    build: { outDir },
    preview: { port: 0, host: "127.0.0.1", strictPort: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  return { server, url: `http://127.0.0.1:${address.port}` };
}
