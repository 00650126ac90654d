// @vitest-environment node
import { describe, expect, it } from "vitest";
import { screenSvg } from "./screen-svg.ts";
import { SVG_LIMITS } from "./svg-limits.ts";
import { DEEP_SVG, siteSvgs, svg } from "./svg-samples.fixture.ts";

const nested = (depth: number) => svg(`${"<g>".repeat(depth - 1)}${"</g>".repeat(depth - 1)}`);

describe("screenSvg", () => {
  it("passes the site's own pictures", () => {
    for (const [name, text] of siteSvgs()) expect(screenSvg(text), name).toBeUndefined();
  });

  it("passes an XML declaration, a doctype with no entities, and the limits exactly", () => {
    const doctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(screenSvg(`<?xml version="1.0"?>\n${doctype}\n${svg("<rect/>")}`)).toBeUndefined();
    expect(screenSvg(nested(SVG_LIMITS.depth))).toBeUndefined();
    expect(screenSvg(svg("<rect/>".repeat(SVG_LIMITS.elements - 1)))).toBeUndefined();
  });

  it.each([
    ["text", "hello"],
    ["HTML", "<html><body></body></html>"],
    ["an SVG outside the SVG namespace", "<svg><rect/></svg>"],
    ["malformed XML", svg("<g>")],
    ["a root that is not <svg>", '<g xmlns="http://www.w3.org/2000/svg"/>'],
    ["an undeclared entity", svg("&x;")],
    ["nothing", ""],
  ])("calls %s not an SVG", (_, text) => {
    expect(screenSvg(text)).toBe("not svg");
  });

  it("refuses entity declarations", () => {
    expect(screenSvg(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg("&x;")}`)).toBe("entities");
  });

  it("refuses one level, one element or one attribute on an element past the limits", () => {
    expect(screenSvg(nested(SVG_LIMITS.depth + 1))).toBe("too complex");
    expect(screenSvg(svg("<rect/>".repeat(SVG_LIMITS.elements)))).toBe("too complex");
    const attributes = (count: number) => Array.from({ length: count }, (_, i) => `a${i}="1"`).join(" ");
    expect(screenSvg(svg(`<rect ${attributes(SVG_LIMITS.attributes)}/>`))).toBeUndefined();
    expect(screenSvg(svg(`<rect ${attributes(SVG_LIMITS.attributes + 1)}/>`))).toBe("too complex");
  });

  it("refuses 5,000 nested groups at the 101st, without reading on", () => {
    const started = performance.now();
    expect(screenSvg(DEEP_SVG)).toBe("too complex");
    console.log(
      `5,000 nested <g> (${DEEP_SVG.length} bytes) refused in ${(performance.now() - started).toFixed(1)} ms`,
    );
  });
});
