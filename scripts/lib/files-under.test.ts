import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder } from "./files-under.ts";

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "files-under-"));
  mkdirSync(join(root, "pages/courses"), { recursive: true });
  mkdirSync(join(root, "outside"));
  writeFileSync(join(root, "pages/courses/react.json"), "{}");
  writeFileSync(join(root, "pages/_site.json"), "{}");
  writeFileSync(join(root, "outside/secret.json"), "{}");
  symlinkSync(join(root, "outside/secret.json"), join(root, "pages/leak.json"));
  symlinkSync(join(root, "outside"), join(root, "pages/linked"));
  symlinkSync("..", join(root, "pages/courses/loop"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the files under a folder", () => {
  it("lists links as themselves, never entering a linked folder (nor looping through one)", () => {
    expect(filesUnder(join(root, "pages")).sort()).toEqual([
      "_site.json",
      "courses/loop",
      "courses/react.json",
      "leak.json",
      "linked",
    ]);
  });

  it("leaves links out where only what is really there counts", () => {
    expect(filesUnder(join(root, "pages"), { links: false }).sort()).toEqual(["_site.json", "courses/react.json"]);
  });
});
