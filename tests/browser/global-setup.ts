import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { preview, type PreviewServer } from "vite";
import type { TestProject } from "vitest/node";
import { staticRoutesPlugin } from "../../scripts/build-plugins/vite-plugin-static-routes";
import { SCOPE_VARIABLE } from "../../scripts/commands/test-scope/routes-in-scope";
import { FIXTURE_DIST } from "../../scripts/lib/fixture-site/build-fixture-site";

declare module "vitest" {
  export interface ProvidedContext {
    /** The site as a deploy builds it (npm run build:tested: the forms' services set), as a static host serves it. */
    baseUrl: string;
    /**
     * The fixture site (npm run build:fixture): generated courses, courses written as their authors would,
     * camera photos, no form settings (scripts/lib/fixture-site/).
     */
    fixtureUrl: string;
  }
}

const ROOT = join(import.meta.dirname, "../..");

/** Serves the site's build and the fixture site's on free local ports. */
export default async function setup(project: TestProject) {
  // A scoped run (npm test -- --since <ref>, content only) checks routes of the site's build alone.
  const builds = process.env[SCOPE_VARIABLE] ? ["dist"] : ["dist", relative(ROOT, FIXTURE_DIST)];
  for (const build of builds) {
    if (!existsSync(join(ROOT, build, "index.html")))
      throw new Error(`No ${build}/ found: run \`npm run build:tested\` and \`npm run build:fixture\` first.`);
  }
  const servers = await Promise.all(builds.map(serve));
  project.provide("baseUrl", servers[0]!.url);
  project.provide("fixtureUrl", servers[1]?.url ?? "");
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
