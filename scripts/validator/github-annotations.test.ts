import { describe, expect, it } from "vitest";
import { githubAnnotations } from "./github-annotations.ts";
import type { Problem } from "./problem.ts";

const problem = (overrides: Partial<Problem>): Problem => ({
  file: "pages/courses/a.json",
  line: 3,
  column: 5,
  severity: "error",
  message: "Something is wrong.",
  pointer: "/title",
  ...overrides,
});

describe("GitHub annotations", () => {
  it("keeps a message on its line and a property within its field, as GitHub's toolkit escapes them", () => {
    const [line] = githubAnnotations([
      problem({ file: "pages/a,b:c.json", message: "Two lines,\nand 100%.", hint: "Fix it: now." }),
    ]);
    expect(line).toBe(
      "::error file=pages/a%2Cb%3Ac.json,line=3,col=5,title=Page content::Two lines,%0Aand 100%25. (at /title) Fix it: now.",
    );
  });

  it("says a warning as a warning, and a draft's texts still to write once per draft", () => {
    const toWrite = (file: string) => problem({ file, severity: "warning", code: "unwrittenText" });
    const lines = githubAnnotations([
      problem({ severity: "warning", pointer: "" }),
      toWrite("pages/courses/new.json"),
      toWrite("pages/courses/new.json"),
      toWrite("pages/courses/other.json"),
    ]);
    expect(lines).toEqual([
      "::warning file=pages/courses/a.json,line=3,col=5,title=Page content::Something is wrong.",
      "::notice file=pages/courses/new.json,line=3,col=5,title=A draft::2 texts still to write; not published until done.",
      "::notice file=pages/courses/other.json,line=3,col=5,title=A draft::1 text still to write; not published until done.",
    ]);
  });
});
