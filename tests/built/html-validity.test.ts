import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { routesInScope, SCOPE_VARIABLE } from "../../scripts/commands/test-scope/routes-in-scope";

// The W3C Nu HTML checker (vnu-jar, on Debian's Java) over every pre-rendered page in one run (in a
// scoped run, npm test -- --since <ref>, the pages of the routes in scope).
const DIST = join(import.meta.dirname, "../../dist");
const SCOPED = process.env[SCOPE_VARIABLE] !== undefined;
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  url: string;
  lastLine?: number;
  message: string;
}

// One Java process checks every page: about 15 s on an idle machine, several times that beside other tests.
it("every pre-rendered page is valid HTML", { timeout: 240_000 }, async () => {
  const built = readdirSync(DIST, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const pages = SCOPED
    ? routesInScope(built, (file) => `/${file.replace(/\/?index\.html$/, "")}`).map((file) => join(DIST, file))
    : built.map((file) => join(DIST, file));
  expect(pages.length).toBeGreaterThanOrEqual(SCOPED ? 1 : 50);
  // vnu exits 1 when it finds an error; its findings are on stderr either way.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...pages],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type !== "info")
    .map((m) => `${relative(DIST, new URL(m.url).pathname)}:${m.lastLine ?? 0} ${m.message}`);
  expect(errors).toEqual([]);
});
