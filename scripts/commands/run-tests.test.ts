// @vitest-environment node
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// Each case starts Node and tsx, which can take seconds on a busy machine.
const SLOW = { timeout: 60_000 };

/** `npm test -- <args>` as npm runs it, with the environment given. */
function npmTest(args: string[], env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync(
    join(PROJECT_ROOT, "node_modules/.bin/tsx"),
    ["scripts/commands/run-tests.ts", ...args],
    { cwd: PROJECT_ROOT, encoding: "utf8", env: { ...process.env, ...env }, timeout: 30_000 },
  );
  return { status, output: stdout + stderr };
}

describe("npm test, where it cannot start", () => {
  it("says at once, in a sentence, that there is no Chromium and how to get one", SLOW, () => {
    // Only modes whose first stage is short (validate): were the check gone, the run would end at the timeout.
    for (const args of [[], ["--checks"]]) {
      const { status, output } = npmTest(args, { CHROMIUM_PATH: "/nonexistent/chromium" });
      expect(status).toBe(2);
      expect(output.trim()).toBe(
        "There is no Chromium at /nonexistent/chromium: run .ci/install-system as root (it installs what the tests need from Debian), or set CHROMIUM_PATH to a Chromium, then run npm test again.",
      );
    }
  });

  it("says what an option lacks, in a sentence", SLOW, () => {
    expect(npmTest(["--since"])).toEqual({
      status: 2,
      output: "npm test -- --since needs a git ref, such as main or HEAD~1.\n",
    });
    expect(npmTest(["--browser-shard", "half"])).toEqual({
      status: 2,
      output: 'npm test -- --browser-shard takes k/n, such as 1/4, not "half".\n',
    });
  });
});
