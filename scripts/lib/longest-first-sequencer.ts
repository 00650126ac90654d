import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each slow browser file took in a clean `npm test` on this 2-core machine (2026-11-26). Only
 * the order depends on them: a file missing here, or slower than written, changes no result.
 */
const MEASURED_SECONDS: Record<string, number> = {
  "tests/browser/editor-git.test.ts": 213,
  "tests/browser/scripts-on-first-use.test.ts": 98,
  "tests/browser/editor-journey.test.ts": 92,
  "tests/browser/scale.test.ts": 83,
  "tests/browser/accessibility-phone.test.ts": 81,
  "tests/browser/navigation.test.ts": 74,
  "tests/browser/editor-address.test.ts": 68,
  "tests/browser/menus-without-scripts.test.ts": 66,
  "tests/browser/editor.test.ts": 65,
  "tests/browser/accessibility-desktop.test.ts": 58,
  "tests/browser/new-course.test.ts": 51,
  "tests/browser/forms-kept-on-device.test.ts": 47,
};

/**
 * Vitest's order, but the files known to be slow first, slowest first. With two workers and no
 * results cache (a clean clone, as CI runs), Vitest would start the largest files first, and a small
 * but slow one (the phone's accessibility walk) ended the stage alone on one core.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (spec: TestSpecification) =>
      MEASURED_SECONDS[spec.moduleId.slice(spec.project.config.root.length + 1)] ?? 0;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => {
        if (a.spec.project.name !== b.spec.project.name) return a.index - b.index;
        return seconds(b.spec) - seconds(a.spec) || a.index - b.index;
      })
      .map(({ spec }) => spec);
  }
}
