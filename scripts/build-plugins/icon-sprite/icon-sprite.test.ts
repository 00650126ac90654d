import { describe, expect, it } from "vitest";
import { UI_ICONS } from "../../../src/ui/icon-names.ts";
import { iconSprite } from "./icon-sprite.ts";
import { spriteIcons } from "./sprite-icons.ts";

describe("iconSprite", () => {
  it("has a symbol for each icon, in the text colour, in name order", () => {
    const sprite = iconSprite(["lucide:x", "lucide:check", "simple-icons:facebook", "lucide:check"]);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids).toEqual(["lucide-check", "lucide-x", "simple-icons-facebook"]);
    expect(sprite).toContain('stroke="currentColor"');
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg">/);
  });

  it("refuses an icon no installed set has, naming it", () => {
    expect(() => iconSprite(["lucide:no-such-icon"])).toThrow('The icon sprite has no "lucide:no-such-icon"');
  });
});

describe("spriteIcons", () => {
  it("takes the components' icons and the existing Lucide icons the documents choose, nothing else", () => {
    const documents = [
      JSON.stringify({ card: { icon: "lucide:smartphone", logos: ["logos:react"] }, text: "lucide: prose" }),
      JSON.stringify({ items: [{ icon: "lucide:rocket" }, { icon: "lucide:rockett" }] }),
      '{ "half-written": ',
    ];
    const icons = spriteIcons(documents);
    expect(icons).toEqual(expect.arrayContaining([...Object.values(UI_ICONS), "lucide:smartphone", "lucide:rocket"]));
    expect(icons).not.toContain("lucide:rockett");
    expect(icons).not.toContain("logos:react");
    expect(() => iconSprite(icons)).not.toThrow();
  });
});
