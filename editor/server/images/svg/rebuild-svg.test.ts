// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rebuildSvg } from "./rebuild-svg.ts";
import { siteSvgs, svg, SVG_ATTACKS } from "./svg-samples.fixture.ts";

// The first call starts jsdom: seconds on a busy machine.
const SLOW = { timeout: 60_000 };

describe("rebuildSvg", () => {
  it.each(SVG_ATTACKS)("leaves nothing of %s", SLOW, async (_, text, gone) => {
    const rebuilt = await rebuildSvg(text);
    expect(rebuilt).not.toContain(gone);
    expect(rebuilt).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("stores the site's own pictures exactly as they are, element for element", SLOW, async () => {
    for (const [name, text] of siteSvgs()) expect(await rebuildSvg(text), name).toBe(text.trim());
  });

  it("keeps what pictures use: fragments, embedded rasters, gradients, filters, styles, titles", async () => {
    const kept = svg(
      '<title>A chart</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs><style>rect{fill:url(#g)}</style><rect width="4" height="4" fill="url(#g)" filter="url(#f)" style="opacity:.5"/><a href="#top"><text x="1" y="2">Top</text></a><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><animateTransform attributeName="transform" type="rotate" dur="1s"/>',
      ' viewBox="0 0 4 4"',
    );
    expect(await rebuildSvg(kept)).toBe(kept);
  });
});
