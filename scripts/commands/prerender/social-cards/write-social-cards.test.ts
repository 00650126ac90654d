import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SocialCard } from "../../../../src/content/social-card.ts";
import { writeSocialCards } from "./write-social-cards.ts";

const folder = mkdtempSync(join(tmpdir(), "social-cards-"));
const cache = join(folder, "cache");
const dist = join(folder, "dist");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const brand = { brand: "Yeti Bytes IT Solutions", domain: "www.yetibytes.example" };
const course: SocialCard = {
  src: "/images/social/reactjs-training-1.png",
  alt: "ReactJS: a course at Yeti Bytes IT Solutions",
  picture: { kind: "course", heading: "ReactJS", marks: ["logos:react", "logos:typescript-icon"], ...brand },
};
const about: SocialCard = {
  src: "/images/social/about-1.png",
  alt: "About us",
  picture: { kind: "page", heading: "Practical IT Skills and Software, Built in Nepal", marks: [], ...brand },
};

/** Width and height from a PNG's header (IHDR, right after the 8-byte signature). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("writeSocialCards", () => {
  it(
    "draws each card once as a 1200×630 PNG under 100 KB, then serves it from the cache",
    { timeout: 60_000 },
    async () => {
      expect(await writeSocialCards(dist, [course, about], cache)).toBe(2);
      for (const card of [course, about]) {
        const file = join(dist, card.src);
        expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
        expect(statSync(file).size).toBeLessThan(100 * 1024);
      }
      const drawn = readFileSync(join(dist, course.src));

      rmSync(dist, { recursive: true });
      expect(await writeSocialCards(dist, [course, about], cache)).toBe(0);
      expect(readFileSync(join(dist, course.src)).equals(drawn)).toBe(true);
      expect(readdirSync(cache)).toHaveLength(2);
    },
  );

  it("draws again only the card whose picture changed", { timeout: 60_000 }, async () => {
    const renamed = { ...course, picture: { ...course.picture, heading: "React and TypeScript" } };
    expect(await writeSocialCards(dist, [renamed, about], cache)).toBe(1);
    expect(readdirSync(cache)).toHaveLength(3);
  });

  it("leaves a designer's picture (not under /images/social/) to public/", async () => {
    expect(await writeSocialCards(dist, [{ ...about, src: "/images/brand/share.png" }], cache)).toBe(0);
  });
});
