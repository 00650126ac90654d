// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runStage } from "./run-stage.ts";

/**
 * An npm script that prints `lines` numbered lines, each starting with `tag`, then ends with `code`
 * (as an exit code set, not process.exit(), which can cut short what a pipe has still to take).
 */
const printing = (tag: string, lines: number, code: number) =>
  `node -e "for (let i = 1; i <= ${lines}; i++) console.log('${tag} ' + i); process.exitCode = ${code}"`;

let project: string;
let printed: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "run-stage-"));
  const scripts = {
    "browser-fails": printing("browser", 300, 1),
    "browser-passes": printing("browser", 300, 0),
    bench: printing("bench", 120, 0),
  };
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "stage", scripts }));
  // npm's own notice of a newer npm, which it prints once a day, is not these scripts' output.
  vi.stubEnv("npm_config_update_notifier", "false");
  printed = "";
  const keep = (chunk: string | Uint8Array) => ((printed += chunk.toString()), true);
  vi.spyOn(process.stdout, "write").mockImplementation(keep);
  vi.spyOn(process.stderr, "write").mockImplementation(keep);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(project, { recursive: true, force: true });
});

describe("a stage of npm test", { timeout: 60_000 }, () => {
  it("prints a failed first command's end again below the others, so a log's tail shows the failure", async () => {
    const failed = await runStage({ name: "browser", scripts: [["browser-fails"], ["bench"]] }, project);
    expect(failed).toEqual(["npm run browser-fails"]);
    const tail = printed.trimEnd().split("\n").slice(-81);
    expect(tail[0]).toBe("── npm run browser-fails, how it ended (again) ──");
    expect(tail.slice(1)).toEqual(Array.from({ length: 80 }, (_, i) => `browser ${221 + i}`));
    // Printed as it came, too, before the bench's output.
    expect(printed.indexOf("browser 1\n")).toBeLessThan(printed.indexOf("── npm run bench ──"));
  });

  it("prints nothing again when the first command passed", async () => {
    expect(await runStage({ name: "browser", scripts: [["browser-passes"], ["bench"]] }, project)).toEqual([]);
    expect(printed).not.toContain("again");
    expect(printed.trimEnd().endsWith("bench 120")).toBe(true);
  });
});
