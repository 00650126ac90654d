import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtFiles, tracesIn } from "../support/build-traces";

const ROOT = join(import.meta.dirname, "../..");
// What only the development block catalogue (src/app/block-catalogue.tsx, virtual:block-examples) holds.
const MARKERS = ["/__blocks", "Block catalogue", "block-catalogue", "block-examples", "blockExamples"];
// dist/ is `npm run build:tested`, dist-fixture/dist/ `npm run build:fixture`; the server bundle when it is there.
const BUILDS = ["dist", "dist-fixture/dist", "dist-ssr"].filter((dir) => existsSync(join(ROOT, dir)));

describe("the block catalogue is development only", () => {
  it.each(BUILDS)("%s holds no trace of it", (dir) => {
    const built = builtFiles(ROOT, dir);
    expect(built.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(0);
    expect(tracesIn(ROOT, built, MARKERS)).toEqual([]);
  });

  it("checks the builds the browser tests use", () => {
    expect(BUILDS).toEqual(expect.arrayContaining(["dist", "dist-fixture/dist"]));
  });
});
