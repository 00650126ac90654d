// @vitest-environment node
import { execFileSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readChecked, writeChecked } from "./checked-file.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";

const root = mkdtempSync(join(tmpdir(), "checked-file-"));
const folder = join(root, "pages");
const outside = join(root, "outside.json");
mkdirSync(folder);
writeFileSync(outside, "outside");
writeFileSync(join(folder, "own.json"), "own");
linkSync(outside, join(folder, "hard.json"));
symlinkSync(outside, join(folder, "soft.json"));
execFileSync("mkfifo", [join(folder, "pipe.json")]);
mkdirSync(join(folder, "folder.json"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("readChecked and writeChecked", () => {
  it("read and write a file of its own, and create one", () => {
    expect(readChecked(join(folder, "own.json"), folder).toString()).toBe("own");
    writeChecked(join(folder, "own.json"), folder, "new", "replace");
    writeChecked(join(folder, "created.json"), folder, "created", "either");
    expect(readFileSync(join(folder, "own.json"), "utf8")).toBe("new");
    expect(readFileSync(join(folder, "created.json"), "utf8")).toBe("created");
  });

  it.each([
    ["a hard link", "hard.json", REFUSALS.hardLink],
    ["a symbolic link", "soft.json", REFUSALS.symlink],
    ["a named pipe, at once", "pipe.json", REFUSALS.notAFile],
    ["a folder", "folder.json", REFUSALS.notAFile],
  ])("refuse %s, writing nothing", (_, name, refusal) => {
    const path = join(folder, name);
    expect(() => readChecked(path, folder)).toThrow(refusal.message);
    expect(() => writeChecked(path, folder, "changed", "replace")).toThrow(refusal.message);
    expect(() => writeChecked(path, folder, "changed", "either")).toThrow(refusal.message);
    expect(readFileSync(outside, "utf8")).toBe("outside");
  });

  it("refuse a file outside the folder it must be in", () => {
    const elsewhere = join(root, "elsewhere.json");
    writeFileSync(elsewhere, "elsewhere");
    expect(() => writeChecked(elsewhere, folder, "changed", "replace")).toThrow(REFUSALS.symlink.message);
    expect(readFileSync(elsewhere, "utf8")).toBe("elsewhere");
  });
});
