import { describe, expect, it } from "vitest";
import { MAX_PIXEL_RATIO, ROLE_LAYOUTS } from "./picture-roles";
import { pictureWidths } from "./picture-widths";

describe("pictureWidths", () => {
  it("steps at most 1.2 times wider from the box's narrowest at 1× to its widest at 3×", () => {
    const widths = pictureWidths("gallery", 2400);
    const [narrowest, widest] = ROLE_LAYOUTS.gallery.box;
    expect(widths[0]).toBe(narrowest);
    expect(widths.at(-1)).toBe(widest * MAX_PIXEL_RATIO);
    for (let i = 1; i < widths.length; i += 1) expect(widths[i] / widths[i - 1]).toBeLessThanOrEqual(1.2 + 1e-9);
  });

  it("never makes a picture wider than it is, and ends on its own width", () => {
    const widths = pictureWidths("gallery", 700);
    expect(Math.max(...widths)).toBe(700);
    expect(widths.at(-1)).toBe(700);
  });

  it("makes a picture narrower than its box at its own width only", () => {
    expect(pictureWidths("hero", 200)).toEqual([200]);
  });

  it("makes a round photo for 56 px at 1× to 3×", () => {
    expect(pictureWidths("avatar", 3024)).toEqual([56, 67, 80, 96, 115, 138, 165, 168]);
  });

  it("makes a slider's photo up to its own width: a wide screen draws it 1,920 px wide or more", () => {
    expect(pictureWidths("cover", 2400).at(-1)).toBe(2400);
  });
});
