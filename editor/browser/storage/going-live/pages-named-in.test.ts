import { describe, expect, it } from "vitest";
import { pagesNamedIn } from "./pages-named-in";

describe("pagesNamedIn", () => {
  it("finds each page a hook's refusal names at a line, once", () => {
    const refusal = [
      "Refused: main has pages with errors. Fix them and push again.",
      'pages/courses/python-training.json:82:15 error In block 6 (fqa): There is no block type "fqa".',
      "    81 |     {",
      "pages/_site.json:3:1 error The site has no name.",
      "pages/courses/python-training.json:90:3 error Another one.",
    ].join("\n");
    expect(pagesNamedIn(refusal)).toEqual(["pages/courses/python-training.json", "pages/_site.json"]);
  });

  it("finds none in words that name no page", () => {
    expect(pagesNamedIn("The site's checks found a problem: check. See https://github.com/acme/site/pull/1")).toEqual(
      [],
    );
  });
});
