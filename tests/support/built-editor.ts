import { rmSync } from "node:fs";
import { join } from "node:path";
import { preview } from "vite";
import { copySite } from "../../scripts/lib/copy-site";
import { PROJECT_ROOT } from "../../scripts/lib/project-root";

export interface EditorServer {
  /** The temporary copy of the site whose files the editor reads and writes. */
  copy: string;
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * The build's editor (dist/edit/, from `npm run build`) as `npm run preview` serves it, on this
 * computer's files: those of a temporary copy of the site, so a test's saves never touch pages/.
 * `site`: another site and its build (the fixture site's), its editor on a copy of its files.
 */
export async function startBuiltEditor(
  prefix: string,
  site: { root: string; dist: string } = { root: PROJECT_ROOT, dist: join(PROJECT_ROOT, "dist") },
): Promise<EditorServer> {
  const copy = copySite(prefix, { from: site.root });
  try {
    const server = await preview({
      root: copy,
      logLevel: "warn",
      build: { outDir: site.dist },
      preview: { port: 0, host: "127.0.0.1", strictPort: false },
    });
    const address = server.httpServer.address();
    if (!address || typeof address === "string") throw new Error("the preview server has no port");
    return {
      copy,
      baseUrl: `http://127.0.0.1:${address.port}`,
      close: async () => {
        await server.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}
