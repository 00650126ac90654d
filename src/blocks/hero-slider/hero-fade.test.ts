import { describe, expect, it } from "vitest";
import { heroFade, heroFadeKeyframes } from "./hero-fade";

describe("heroFadeKeyframes", () => {
  it("shows a picture of three fully from 8.333% to 33.333% of the cycle, and has it gone by 41.667%", () => {
    expect(heroFadeKeyframes(3)).toBe(
      "@keyframes hero-fade-3 { 0% { opacity: 0; } 8.333% { opacity: 1; } " +
        "33.333% { opacity: 1; } 41.667% { opacity: 0; } 100% { opacity: 0; } }",
    );
  });

  it("gives each of two pictures half the cycle", () => {
    expect(heroFadeKeyframes(2)).toContain("12.5% { opacity: 1; } 50% { opacity: 1; } 62.5% { opacity: 0; }");
  });

  it("starts the first picture 8.333% into its cycle, where it is fully shown, so the first paint shows it", () => {
    expect(heroFade(0, 3, 3000)).toEqual({
      animationName: "hero-fade-3",
      animationDuration: "9000ms",
      animationDelay: "-750ms", // 750 / 9000 = 8.333%
    });
  });
});
