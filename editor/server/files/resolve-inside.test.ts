// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { resolveInside } from "./resolve-inside.ts";

let base: string;
let root: string;

/** root/pages with a real file and folder, and links: to a file outside, to a folder outside, to a file inside. */
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "resolve-inside-"));
  root = join(base, "site");
  mkdirSync(join(root, "pages/courses"), { recursive: true });
  mkdirSync(join(base, "outside"));
  writeFileSync(join(base, "outside/secret.json"), "{}");
  writeFileSync(join(root, "pages/home.json"), "{}");
  writeFileSync(join(root, "pages/courses/a.json"), "{}");
  symlinkSync(join(base, "outside/secret.json"), join(root, "pages/leak.json"));
  symlinkSync(join(base, "outside"), join(root, "pages/linked"));
  symlinkSync(join(root, "pages/courses"), join(root, "pages/alias"));
  symlinkSync(join(root, "pages/home.json"), join(root, "pages/same.json"));
  symlinkSync(join(base, "outside/missing.json"), join(root, "pages/dangling.json"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("resolveInside", () => {
  it("finds a file that is there, and one that is not yet", () => {
    expect(resolveInside(root, "pages", "pages/home.json")).toEqual({
      path: join(root, "pages/home.json"),
      exists: true,
    });
    expect(resolveInside(root, "pages", "pages/courses/new.json")).toEqual({
      path: join(root, "pages/courses/new.json"),
      exists: false,
    });
  });

  it.each([
    ["a link to a file outside", "pages/leak.json"],
    ["a file in a linked folder outside", "pages/linked/secret.json"],
    ["a new file in a linked folder outside", "pages/linked/new.json"],
    ["a file in a linked folder inside", "pages/alias/a.json"],
    ["a link to a file inside", "pages/same.json"],
    ["a link to nothing", "pages/dangling.json"],
  ])("refuses %s", (_, file) => {
    expect(() => resolveInside(root, "pages", file)).toThrow(REFUSALS.symlink.message);
  });

  it("refuses a path that leaves the folder, and a missing folder", () => {
    expect(() => resolveInside(root, "pages", "pages/../package.json")).toThrow(REFUSALS.badFile.message);
    expect(() => resolveInside(root, "pages", "pages")).toThrow(REFUSALS.badFile.message);
    expect(() => resolveInside(root, "pages", "pages/nowhere/new.json")).toThrow(REFUSALS.noSuchDocument.message);
  });

  it("works when the project itself is reached through a link", () => {
    const linkedRoot = join(base, "linked-site");
    symlinkSync(root, linkedRoot);
    expect(resolveInside(linkedRoot, "pages", "pages/home.json").exists).toBe(true);
    expect(() => resolveInside(linkedRoot, "pages", "pages/leak.json")).toThrow(REFUSALS.symlink.message);
  });
});
