import { existsSync } from "node:fs";
import { join } from "node:path";
import { preview, type PreviewServer } from "vite";
import type { TestProject } from "vitest/node";
import { staticRoutesPlugin } from "../../scripts/build-plugins/vite-plugin-static-routes";
import { SCOPE_VARIABLE } from "../../scripts/commands/test-scope/routes-in-scope";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production build (npm run build), as a static host serves it. */
    baseUrl: string;
    /** The same site built with the form services' settings (.env.e2e), for the form tests. */
    e2eUrl: string;
    /** The site with camera photos in it (npm run build:photos), for the photo tests. */
    photosUrl: string;
  }
}

const ROOT = join(import.meta.dirname, "../..");

/** Serves the built site, and its build with the form services configured, on free local ports. */
export default async function setup(project: TestProject) {
  // A scoped run (npm test -- --since <ref>, content only) checks routes of the site's build alone.
  const builds = process.env[SCOPE_VARIABLE] ? ["dist"] : ["dist", "dist-e2e", "dist-photos"];
  for (const build of builds) {
    if (!existsSync(join(ROOT, build, "index.html")))
      throw new Error(
        `No ${build}/ found: run \`npm run build\`, \`npm run build:e2e\` and \`npm run build:photos\` first.`,
      );
  }
  const servers = await Promise.all(builds.map(serve));
  project.provide("baseUrl", servers[0]!.url);
  project.provide("e2eUrl", servers[1]?.url ?? "");
  project.provide("photosUrl", servers[2]?.url ?? "");
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
