// @vitest-environment node
import { describe, expect, it } from "vitest";
import { figureRules } from "./figure-rules.ts";
import { parseJsonSource } from "./json-source.ts";

const SITE = { founded: 2022, figures: { students: 1500, internshipPlacements: 400, teachers: 40, clients: 17 } };
const TODAY = "2026-11-29";

/** The problems of one document holding the texts given, at the file given (a company page unless a course's). */
function problemsOf(texts: Record<string, string>, file = "pages/about.json", kind?: string) {
  const text = JSON.stringify({ ...(kind ? { kind } : {}), ...texts }, null, 2);
  return figureRules(SITE, [{ file, source: parseJsonSource(text) }], TODAY).map(({ pointer, message, line }) => ({
    pointer,
    message,
    line,
  }));
}

describe("figureRules", () => {
  it("refuses a count stated as at least so many that the settings contradict, in English or Nepali, at its text", () => {
    expect(
      problemsOf({
        a: "Join 1,500+ students and 400+ internship placements.",
        b: "Over 600 students have learned with us.",
        c: "६०० भन्दा बढी विद्यार्थीले हामीसँग सिकेका छन्",
        d: "We are 35+ qualified teachers, with 20+ business clients.",
      }),
    ).toEqual([
      {
        pointer: "/b",
        line: 3,
        message: `This text says "Over 600 students", but the site's settings count 1,500 students taught.`,
      },
      {
        pointer: "/c",
        line: 4,
        message: `This text says "६०० भन्दा बढी विद्यार्थी", but the site's settings count 1,500 students taught.`,
      },
      {
        pointer: "/d",
        line: 5,
        message: `This text says "35+ qualified teachers", but the site's settings count 40 qualified teachers.`,
      },
      {
        pointer: "/d",
        line: 5,
        message: `This text says "20+ business clients", but the site's settings count 17 business clients.`,
      },
    ]);
  });

  it("reads a count in Devanagari digits grouped as Nepal groups them", () => {
    expect(problemsOf({ a: "१,५००+ विद्यार्थी", b: "१७+ व्यवसाय" })).toEqual([]);
  });

  it("leaves alone a count that is not said to be the company's whole (a batch of 20 students)", () => {
    expect(problemsOf({ a: "A batch of 20 students, with 2 teachers." })).toEqual([]);
  });

  it("refuses more years of experience than the founding year gives, and takes fewer", () => {
    expect(problemsOf({ a: "6+ Years of Experience", b: "3+ years experience", c: "४ वर्षको अनुभव" })).toEqual([
      {
        pointer: "/a",
        line: 2,
        message: `This text says "6+ Years of Experience", but the company was founded in 2022: 4 whole years ago.`,
      },
    ]);
    // A year on, the build counts one more.
    expect(
      figureRules(
        SITE,
        [{ file: "pages/about.json", source: parseJsonSource('{"a": "5+ years of experience"}') }],
        "2027-01-01",
      ),
    ).toEqual([]);
  });

  it("refuses another founding year on the company's pages, Bikram Sambat's taken, and not on a course's", () => {
    expect(
      problemsOf({
        a: "IT training since 2021",
        b: "Founded by 3 engineers in Putalisadak, Kathmandu, in 2022.",
        c: "२०२२ देखि IT तालिम",
        d: "२०७९ मा पुतलीसडकमा सुरु भयो",
        e: "२०२० मा सुरु भयो",
      }).map(({ pointer, message }) => ({ pointer, message })),
    ).toEqual([
      {
        pointer: "/a",
        message: `This text says "since 2021", but the site's settings say the company was founded in 2022.`,
      },
      {
        pointer: "/e",
        message: `This text says "२०२० मा सुरु", but the site's settings say the company was founded in 2022.`,
      },
    ]);
    expect(
      problemsOf({ a: "React, used by Facebook since 2013" }, "pages/courses/reactjs-training.json", "course"),
    ).toEqual([]);
    expect(problemsOf({ a: "React, in use since 2013" }, "pages/ne/courses/reactjs-training.json")).toEqual([]);
  });
});
