// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cardArt } from "./card.ts";

describe("cardArt", () => {
  it("draws each course mark on its own white tile, without initials", () => {
    const svg = cardArt("DevOps", "course", ["logos:docker-icon", "logos:kubernetes", "devicon:terraform"])!;
    expect(svg).toMatch(/^<svg [^>]*width="640" height="400"/);
    expect(svg.match(/<rect [^>]*fill="#fff"\/>/g)).toHaveLength(3);
    expect(svg.match(/<svg x=/g)).toHaveLength(3);
    expect(svg).not.toContain("<text");
  });

  it("draws a service's Lucide icon in white, since Lucide draws in currentColor", () => {
    const svg = cardArt("Cloud & IT Consulting", "service", ["lucide:cloud"])!;
    expect(svg).toMatch(/<svg x="245" y="125" width="150" height="150" viewBox="0 0 24 24" color="#fff">/);
    expect(svg).toContain('stroke="currentColor"');
  });

  it("is the same on every run, whatever was drawn before", () => {
    const first = cardArt("Digital Marketing", "course", ["logos:google-ads", "logos:google-analytics"]);
    cardArt("Other", "course", ["logos:google-ads"]);
    expect(cardArt("Digital Marketing", "course", ["logos:google-ads", "logos:google-analytics"])).toBe(first);
  });

  it("draws nothing when a mark is unknown or missing", () => {
    expect(cardArt("React", "course", ["logos:reactt"])).toBeUndefined();
    expect(cardArt("React", "course", ["Replace: a mark"])).toBeUndefined();
    expect(cardArt("Backup", "service", [])).toBeUndefined();
  });
});
