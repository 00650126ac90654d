import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tryDeployLock } from "./deploy-lock.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "deploy-lock-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the deploy lock", () => {
  it("lets one deploy in at a time: a second is told no at once, and may take it once released", () => {
    const release = tryDeployLock(folder);
    expect(release).toBeTypeOf("function");
    expect(tryDeployLock(folder)).toBeUndefined();
    release!();
    const second = tryDeployLock(folder);
    expect(second).toBeTypeOf("function");
    second!();
    expect(existsSync(join(folder, ".deploy-lock"))).toBe(false);
  });

  it("takes over a lock left by a deploy whose process died", () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
    mkdirSync(join(folder, ".deploy-lock"));
    writeFileSync(join(folder, ".deploy-lock", "pid"), String(gone));
    const release = tryDeployLock(folder);
    expect(release).toBeTypeOf("function");
    release!();
  });
});
