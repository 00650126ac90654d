// @vitest-environment node
import { describe, expect, it } from "vitest";
import { jsonDepth } from "./json-depth.ts";

describe("jsonDepth", () => {
  it.each([
    ["1", 0],
    ["{}", 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['{"a":"[[[{{{\\"[["}', 1],
    ['[{"a":"\\\\"},[[]]]', 3],
  ])("reads %s as %i deep", (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it("stops once past the limit, at any length", () => {
    const deep = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
    expect(jsonDepth(deep, 64)).toBe(65);
  });
});
