import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { takeDeployLock } from "./deploy-lock.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "deploy-lock-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the deploy lock", () => {
  it("lets one deploy in at a time: the second waits, saying so, until the first releases it", async () => {
    const release = await takeDeployLock(folder, () => {
      throw new Error("the first deploy waited");
    });
    let waited = false;
    let second: (() => void) | undefined;
    const taking = takeDeployLock(folder, () => (waited = true)).then((got) => (second = got));
    await expect.poll(() => waited).toBe(true);
    expect(second).toBeUndefined();
    release();
    await taking;
    expect(second).toBeTypeOf("function");
    second!();
    expect(existsSync(join(folder, ".deploy-lock"))).toBe(false);
  });

  it("takes over a lock left by a deploy whose process died, without waiting", async () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
    mkdirSync(join(folder, ".deploy-lock"));
    writeFileSync(join(folder, ".deploy-lock", "pid"), String(gone));
    const release = await takeDeployLock(folder, () => {
      throw new Error("it waited for a process that is gone");
    });
    release();
  });
});
