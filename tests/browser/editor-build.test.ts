import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtFiles, tracesIn } from "./build-traces";

const ROOT = join(import.meta.dirname, "../..");
// What only the page editor (editor/browser/, its routes in src/app/app.tsx, rjsf and its Ajv) holds, and
// the dev server's news of saved documents (src/content/page-changes.ts) that its pages follow.
const MARKERS = [
  "pages:changed",
  "pages:ask",
  "/__edit",
  "__edit/api",
  "rjsf",
  "editor-preview-document",
  "experimental_defaultFormStateBehavior",
  "Page editor",
  "Sections of the page",
];
// dist/ is `npm run build`; dist-e2e/ was built from the current sources by the global setup (the
// server bundle, dist-ssr/, is removed once it has pre-rendered the pages; checked when it is there).
const BUILDS = ["dist", "dist-e2e", "dist-ssr"].filter((dir) => existsSync(join(ROOT, dir)));
const EDITOR_SOURCES = [
  "src/app/app.tsx",
  "src/content/page-changes.ts",
  ...readdirSync(join(ROOT, "editor/browser"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `editor/browser/${file}`),
];

describe("the page editor is development only", () => {
  it.each(BUILDS)("%s holds no trace of it", (dir) => {
    const built = builtFiles(ROOT, dir);
    expect(built.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(0);
    expect(tracesIn(ROOT, built, MARKERS)).toEqual([]);
  });

  it("checks the builds the browser tests use", () => {
    expect(BUILDS).toEqual(expect.arrayContaining(["dist", "dist-e2e"]));
  });

  it("looks for words the editor's code really has", () => {
    const source = EDITOR_SOURCES.map((file) => readFileSync(join(ROOT, file), "utf8")).join("\n");
    expect(MARKERS.filter((marker) => !source.includes(marker))).toEqual([]);
  });
});
