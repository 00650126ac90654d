import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { preview } from "vite";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the built site (npm run build) on a free local port for the browser tests. */
export default async function setup(project: TestProject) {
  const root = join(import.meta.dirname, "../..");
  if (!existsSync(join(root, "dist/index.html"))) throw new Error("No build found: run `npm run build` first.");
  const server = await preview({ root, logLevel: "warn", preview: { port: 0, host: "127.0.0.1", strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  project.provide("baseUrl", `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}
