import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each of the longest browser test files took (`npx vitest run --project browser --reporter=json`,
 * a clean clone on an idle 2-core machine, failed-files after its files failed once each).
 */
const SECONDS: Record<string, number> = {
  "failed-files.test.ts": 250,
  "scripts-on-first-use.test.ts": 94,
  "editor-git.test.ts": 92,
  "accessibility-phone.test.ts": 88,
  "editor-journey.test.ts": 86,
  "editor-address.test.ts": 83,
  "forms-kept-on-device.test.ts": 62,
  "navigation.test.ts": 57,
  "inquiries-sent.test.ts": 52,
  "accessibility-desktop.test.ts": 48,
  "menus-without-scripts.test.ts": 43,
  "new-course.test.ts": 40,
};

const secondsOf = (file: TestSpecification) => SECONDS[file.moduleId.split("/").at(-1)!] ?? 0;

/**
 * Test files, the longest first, so that the workers finish together rather than one waiting on the
 * other's last file. Vitest orders so by itself from the times it kept of an earlier run; a clean clone
 * (CI) has none, and Vitest then starts the largest files first, which left the 88 s of
 * accessibility-phone (33 lines) running alone at the end. Files not named above keep Vitest's order.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects run in Vitest's order; within each, the longest first (a stable sort keeps the rest).
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) =>
      sorted.filter((file) => file.project.name === name).sort((a, b) => secondsOf(b) - secondsOf(a)),
    );
  }
}
