// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../scripts/validator/validate-pages.ts";
import { svgProblem } from "./svg-problem.ts";

const svg = (inside: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inside}</svg>`;
const courses = join(PROJECT_ROOT, "public/images/courses");

describe("svgProblem", () => {
  it("accepts the site's own pictures", async () => {
    for (const name of readdirSync(courses).slice(0, 5)) {
      expect(await svgProblem(readFileSync(join(courses, name), "utf8")), name).toBeUndefined();
    }
  });

  it("accepts an SVG with an XML declaration, a doctype, links and a PNG inside", async () => {
    const text = `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg(
      '<a href="https://example.com"><image href="data:image/png;base64,iVBORw0KGgo="/></a>',
    )}`;
    expect(await svgProblem(text)).toBeUndefined();
  });

  it.each([
    ["text", "hello"],
    ["HTML", "<html><body></body></html>"],
    ["an SVG outside the SVG namespace", "<svg><rect/></svg>"],
    ["malformed XML", svg("<g>")],
    ["a root that is not <svg>", '<g xmlns="http://www.w3.org/2000/svg"/>'],
  ])("calls %s not an SVG", async (_, text) => {
    expect(await svgProblem(text)).toBe("not svg");
  });

  it.each([
    ["a script", svg("<script>alert(1)</script>")],
    ["a script in capitals", svg("<SCRIPT>alert(1)</SCRIPT>")],
    ["a namespaced script", svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
    ["an onload on the root", svg("", ' onload="alert(1)"')],
    ["an onclick on an element", svg('<rect onClick="alert(1)"/>')],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ["a spaced-out javascript: link", svg('<a href=" java\tscript:alert(1)"><text>x</text></a>')],
    ["an xlink javascript: link", svg('<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:x()"/>')],
    ["an animation to javascript:", svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
    [
      "HTML in a foreignObject",
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    ["an HTML data: link", svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>')],
    ["an entity declaration", `<!DOCTYPE svg [<!ENTITY x "y">]>${svg("&x;")}`],
  ])("calls %s unsafe", async (_, text) => {
    expect(await svgProblem(text)).toBe("unsafe");
  });
});
