import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DurationsReporter,
  longestFirst,
  RECORD_VARIABLE,
  recordedDurations,
  thisRunsDurations,
} from "./test-durations.ts";

let folder: string;
let clock: number;
const reporterIn = (root: string) =>
  new DurationsReporter({ root, thisRun: join(root, "this-run"), recorded: join(root, "recorded.json") }, () => clock);
const file = (root: string, name: string, project: string) => ({
  moduleId: join(root, name),
  project: { name: project },
});

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "test-durations-"));
  clock = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

/** Two files of two projects, one queued at 0 s and ended at 12.34 s, the other from 1 s to 3 s. */
function aRun(reporter: DurationsReporter): void {
  const slow = file(folder, "tests/browser/slow.test.ts", "browser");
  const quick = file(folder, "src/quick.test.ts", "node");
  reporter.onTestModuleQueued(slow);
  clock = 1000;
  reporter.onTestModuleQueued(quick);
  clock = 3000;
  reporter.onTestModuleEnd(quick);
  clock = 12_340;
  reporter.onTestModuleEnd(slow);
  reporter.onTestRunEnd();
}

describe("DurationsReporter", () => {
  it("times each file from queued to ended, for npm test's ten slowest, and records nothing for the next run's order", () => {
    // Not a whole run (npm test's own pipeline sets it for every command it runs, this file's among them).
    vi.stubEnv(RECORD_VARIABLE, "");
    aRun(reporterIn(folder));
    expect(thisRunsDurations(join(folder, "this-run"))).toEqual({
      "tests/browser/slow.test.ts": 12.3,
      "src/quick.test.ts": 2,
    });
    expect(recordedDurations(join(folder, "recorded.json"))).toEqual({});
  });

  it("a whole run (npm test's pipeline) records them, over what the last whole run recorded but for files since gone", () => {
    vi.stubEnv(RECORD_VARIABLE, "1");
    mkdirSync(join(folder, "tests"));
    writeFileSync(join(folder, "tests/kept.test.ts"), "");
    writeFileSync(
      join(folder, "recorded.json"),
      JSON.stringify({ "tests/kept.test.ts": 7, "tests/gone.test.ts": 9, "src/quick.test.ts": 50 }),
    );
    aRun(reporterIn(folder));
    expect(JSON.parse(readFileSync(join(folder, "recorded.json"), "utf8"))).toEqual({
      "src/quick.test.ts": 2,
      "tests/browser/slow.test.ts": 12.3,
      "tests/kept.test.ts": 7,
    });
  });
});

describe("longestFirst", () => {
  it("keeps the projects in their order and starts each one's longest file first, untimed files last", () => {
    const files = [
      file("/", "a.test.ts", "node"),
      file("/", "b.test.ts", "node"),
      file("/", "c.test.ts", "browser"),
      file("/", "d.test.ts", "browser"),
      file("/", "e.test.ts", "browser"),
    ];
    const seconds: Record<string, number> = { "/b.test.ts": 5, "/a.test.ts": 1, "/e.test.ts": 90, "/c.test.ts": 3 };
    expect(longestFirst(files, ({ moduleId }) => seconds[moduleId] ?? 0).map(({ moduleId }) => moduleId)).toEqual([
      "/b.test.ts",
      "/a.test.ts",
      "/e.test.ts",
      "/c.test.ts",
      "/d.test.ts",
    ]);
  });
});
