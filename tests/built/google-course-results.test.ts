import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { structuredDataTest, type SdttResult, type SdttTest } from "structured-data-testing-tool";
import presets from "structured-data-testing-tool/presets.js";
import { describe, expect, it } from "vitest";
import type { CoursePage } from "../../src/generated/page";
import { validatePages } from "../../scripts/validator/validate-pages";
import { unshownPrices } from "../support/unshown-prices";

// What Google's course results read from each pre-rendered course page: structured-data-testing-tool
// with its Google, Twitter and Facebook presets, plus the Course info properties Google requires
// (its presets check no Course), all offline on the built HTML.
const DIST = join(import.meta.dirname, "../../dist");
const { documents } = validatePages();
const courses = documents.map(({ document }) => document).filter((doc): doc is CoursePage => doc.kind === "course");
const html = (path: string) => readFileSync(join(DIST, path.slice(1), "index.html"));

const REQUIRED: SdttTest[] = [
  "Course[*].name",
  "Course[*].description",
  "Course[*].provider.name",
  "Course[*].offers.category",
  "Course[*].offers.priceCurrency",
  "Course[*].hasCourseInstance[*].courseMode",
  "Course[*].hasCourseInstance[*].courseWorkload",
  "Course[*].hasCourseInstance[*].courseSchedule[*].repeatFrequency",
  "Course[*].hasCourseInstance[*].courseSchedule[*].repeatCount",
  "Course[*].hasCourseInstance[*].courseSchedule[*].duration",
].map((test) => ({ test, expect: true, type: "jsonld" }));

/** The tool rejects with the result when a test fails; either way, the result. */
async function check(page: Buffer, tests: SdttTest[]): Promise<SdttResult> {
  const { Google, Twitter, Facebook } = presets;
  // The tool adds its presets' tests to the list it is given: each call gets its own copy.
  const own = tests.map((test) => ({ ...test }));
  return structuredDataTest(page, { presets: [Google, Twitter, Facebook], schemas: ["Course"], tests: own }).catch(
    (error: { type?: string; res?: SdttResult }) => {
      if (error.type === "VALIDATION_FAILED" && error.res) return error.res;
      throw error;
    },
  );
}

function courseData(path: string): Record<string, unknown> {
  const scripts = html(path)
    .toString("utf8")
    .matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs);
  const all = [...scripts].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
  return all.find((item) => item["@type"] === "Course")!;
}

describe.each(courses)("$path", (course) => {
  it("passes structured-data-testing-tool's Google, Twitter and Facebook presets and Google's Course info", async () => {
    const result = await check(html(course.path), REQUIRED);
    expect(result.failed.map((test) => `${test.test}: ${test.error?.message ?? test.description}`)).toEqual([]);
    expect(result.schemas).toContain("Course");
    expect(result.passed.length).toBeGreaterThan(REQUIRED.length);
  });

  it("offers the course as paid, with no price (the page shows none), onsite and online at its class times", () => {
    const timings = course.blocks.find((block) => block.type === "class-timings")!;
    const { weeks, classesPerWeek } = course.offer;
    const schedule = (slots: { start: string; end: string }[]) =>
      slots.map((slot) => ({
        "@type": "Schedule",
        duration: "PT1H30M",
        repeatFrequency: "Weekly",
        repeatCount: weeks,
        startTime: `${slot.start}:00+05:45`,
        endTime: `${slot.end}:00+05:45`,
      }));
    const workload = `PT${(weeks * classesPerWeek * 3) / 2}H`;
    expect(courseData(course.path)).toMatchObject({
      offers: {
        "@type": "Offer",
        category: "Paid",
        priceCurrency: "NPR",
      },
      hasCourseInstance: [
        { courseMode: "Onsite", courseWorkload: workload, courseSchedule: schedule(timings.physical) },
        { courseMode: "Online", courseWorkload: workload, courseSchedule: schedule(timings.online) },
      ],
    });
    expect(courseData(course.path).offers).not.toHaveProperty("price");
  });
});

describe("the check itself", () => {
  it("fails a page whose Course has no offers", async () => {
    const page = html(courses[0].path)
      .toString("utf8")
      .replace(/"offers":\{[^}]*\},/, "");
    const result = await check(Buffer.from(page), REQUIRED);
    expect(result.failed.map((test) => test.test)).toEqual([
      "Course[*].offers.category",
      "Course[*].offers.priceCurrency",
    ]);
  });
});

describe("prices in structured data", () => {
  const pages = readdirSync(DIST, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));

  it("no page tells search engines a price it does not show", () => {
    expect(pages.length).toBeGreaterThan(courses.length);
    const unshown = Object.fromEntries(
      pages
        .map((file) => [file, unshownPrices(readFileSync(join(DIST, file), "utf8"))] as const)
        .filter(([, prices]) => prices.length > 0),
    );
    expect(unshown).toEqual({});
  });

  it("the check finds a price a page does not show, and passes one it shows", () => {
    const page = html(courses[0].path).toString("utf8");
    const withPrice = page.replace('"category":"Paid"', '"category":"Paid","price":125000');
    expect(withPrice).not.toBe(page);
    expect(unshownPrices(withPrice)).toEqual(["125000"]);
    expect(unshownPrices(withPrice.replace("</main>", "<p>Fee: Rs. 1,25,000</p></main>"))).toEqual([]);
  });
});
