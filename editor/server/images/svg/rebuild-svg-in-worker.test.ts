// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rebuildSvgInWorker } from "./rebuild-svg-in-worker.ts";
import { svg } from "./svg-samples.fixture.ts";

describe("rebuildSvgInWorker", () => {
  it(
    "rebuilds in a worker, gives up on one past its time limit, and rebuilds the next",
    { timeout: 60_000 },
    async () => {
      expect(await rebuildSvgInWorker(svg('<rect onclick="alert(1)"/>'))).toBe(svg("<rect/>"));
      expect(await rebuildSvgInWorker(svg("<rect/>".repeat(5000)), 1)).toBe("too slow");
      expect(await rebuildSvgInWorker(svg("<circle/>"))).toBe(svg("<circle/>"));
    },
  );
});
