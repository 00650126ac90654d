// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createGenerator } from "unocss";
import { beforeAll, describe, expect, it } from "vitest";
import config from "../../uno.config";

type Generator = Awaited<ReturnType<typeof createGenerator>>;
let uno: Generator;
beforeAll(async () => {
  uno = await createGenerator(config);
});

/** The CSS UnoCSS makes of a file, read as the build reads it. */
async function cssOf(file: string): Promise<{ source: string; css: string }> {
  const source = readFileSync(join(import.meta.dirname, file), "utf8");
  const { css } = await uno.generate(source, { id: join(import.meta.dirname, file), preflights: false });
  return { source, css };
}

describe("the CSS of the icons in the class tables", () => {
  it.each(["icon.tsx", "social-icon.tsx"])("%s: every icon class is in its installed set", async (file) => {
    const { source, css } = await cssOf(file);
    const classes = [...new Set(source.match(/\bi-(?:lucide|simple-icons)-[a-z0-9-]+/g))];
    expect(classes.length).toBeGreaterThan(4);
    for (const iconClass of classes) {
      const rule = new RegExp(`\\.${iconClass}\\{[^}]*--un-icon:url\\("data:image/svg\\+xml;utf8,[^}]*\\}`);
      expect(css, iconClass).toMatch(rule);
    }
  });

  it("draws a monochrome icon as a mask in the text colour, an inline block its element sizes", async () => {
    const { css } = await uno.generate("i-lucide-check", { preflights: false });
    expect(css).toContain("mask:var(--un-icon) no-repeat");
    expect(css).toContain("background-color:currentColor");
    expect(css).toContain("display:inline-block");
    expect(css).toContain("vertical-align:middle");
    expect(css).toContain("flex-shrink:0");
  });

  it("makes CSS only for the icons used", async () => {
    const { css } = await uno.generate("i-lucide-check", { preflights: false });
    expect(css.match(/\.i-[a-z-]+\{/g)).toEqual([".i-lucide-check{"]);
  });
});
