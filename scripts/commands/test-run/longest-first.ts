import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { recordedDurations } from "./test-durations.ts";

/**
 * Test files, the longest first, by the seconds the last whole `npm test` recorded
 * (test-durations.json beside this file), so that the workers finish together rather than one waiting on
 * the other's last long file. Vitest orders so by itself from the times it cached of an earlier run; a
 * clean clone (CI) has none, and Vitest then starts the largest files first, which is not the longest.
 * Files never timed keep Vitest's order, after the timed ones.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = recordedDurations();
    const secondsOf = (file: TestSpecification) => seconds[relative(file.project.config.root, file.moduleId)] ?? 0;
    // Projects run in Vitest's order; within each, the longest first (a stable sort keeps the rest).
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) =>
      sorted.filter((file) => file.project.name === name).sort((a, b) => secondsOf(b) - secondsOf(a)),
    );
  }
}
