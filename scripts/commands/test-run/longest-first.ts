import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { longestFirst, recordedDurations } from "./test-durations.ts";

/**
 * Test files, the longest first, by the seconds the last whole `npm test` recorded
 * (test-durations.json beside this file), so that the workers finish together rather than one waiting on
 * the other's last long file. Vitest orders so by itself from the times it cached of an earlier run; a
 * clean clone (CI) has none, and Vitest then starts the largest files first, which is not the longest.
 * Files never timed keep Vitest's order, after the timed ones.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = recordedDurations();
    return longestFirst(
      await super.sort(files),
      (file) => seconds[relative(file.project.config.root, file.moduleId)] ?? 0,
    );
  }
}
