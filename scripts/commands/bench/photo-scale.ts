import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CoursePage } from "../../../src/generated/page.ts";
import { copySite } from "../../lib/copy-site.ts";
import { cameraPhoto } from "../../lib/fixture-site/camera-photo.ts";
import { BUDGETS } from "./budgets.ts";
import { firstGeneratedPath, generateCourses } from "./generate-courses.ts";
import { folderBytes, pageWeight } from "./page-weight.ts";

const KB = 1024;

/**
 * `npm run bench -- --photos=100`: a copy of the site with that many generated courses, each with a
 * camera photo (4032 × 3024, GPS in it) as its card's picture, built twice: with no picture made yet
 * (its own empty cache), then again as a rebuild finds them. Prints the times, what the build wrote,
 * and the pages that list every card against their budgets. Prints only: times depend on the machine.
 */
export async function photoScaleBench(count: number): Promise<void> {
  const copy = copySite("site-photo-scale-");
  const cache = mkdtempSync(join(tmpdir(), "picture-cache-"));
  try {
    generateCourses(copy, count);
    const folder = join(copy, "pages/courses");
    for (const name of readdirSync(folder).filter((file) => file.startsWith("generated-course-"))) {
      const src = `/images/courses/${name.replace(/\.json$/, "")}.jpg`;
      writeFileSync(join(copy, "public", src), await cameraPhoto(src, 4032, 3024));
      const course = JSON.parse(readFileSync(join(folder, name), "utf8")) as CoursePage;
      course.card.image = { ...course.card.image, src };
      writeFileSync(join(folder, name), `${JSON.stringify(course, null, 2)}\n`);
    }
    const build = () => {
      const start = performance.now();
      const output = execFileSync("npm", ["run", "-s", "build:site"], {
        cwd: copy,
        env: { ...process.env, PICTURE_CACHE_DIR: cache },
        stdio: ["ignore", "pipe", "ignore"],
        encoding: "utf8",
      });
      return { seconds: (performance.now() - start) / 1000, said: /^pictures: .*$/m.exec(output)?.[0] ?? "" };
    };
    const cold = build();
    const warm = build();
    const dist = join(copy, "dist");
    const mb = (bytes: number) => (bytes / KB / KB).toFixed(1);
    console.log(`\n${count} camera photos, one on each generated course's card:`);
    console.log(`  first build ${cold.seconds.toFixed(1)} s: ${cold.said}`);
    console.log(`  rebuild     ${warm.seconds.toFixed(1)} s: ${warm.said}`);
    const pictures = join(dist, "pictures");
    console.log(
      `  dist/ ${mb(folderBytes(dist))} MB, of which /pictures/ ${mb(folderBytes(pictures))} MB in ${readdirSync(pictures).length} files and /images/ ${mb(folderBytes(join(dist, "images")))} MB`,
    );
    for (const [path, budget] of [
      ["", BUDGETS.home],
      ["courses", BUDGETS.page],
      [firstGeneratedPath, BUDGETS.course],
    ] as const) {
      const { html } = pageWeight(dist, path);
      const over = html > budget.html ? "  OVER" : "";
      console.log(`  /${path.padEnd(26)} HTML ${(html / KB).toFixed(1)} KB gzip, budget ${budget.html / KB} KB${over}`);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
}
