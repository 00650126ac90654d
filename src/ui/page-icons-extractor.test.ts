// @vitest-environment node
import { createGenerator } from "unocss";
import { describe, expect, it } from "vitest";
import config from "../../uno.config";
import { pageIconsExtractor } from "./page-icons-extractor";

const DOCUMENT = "/site/pages/services/mobile-app-development.json";

const page = JSON.stringify({
  kind: "service",
  title: "Fixed-price mobile apps",
  card: { icon: "lucide:smartphone", description: "A block of text, hidden nowhere: fixed table grid flex." },
  blocks: [
    {
      type: "feature-grid",
      items: [
        { title: "Fast", text: "Note:(see below)", icon: "lucide:rocket" },
        { title: "Safe", text: "lucide:not an icon", icon: "lucide:shield-check" },
        { title: "Twice", text: "…", icon: "lucide:smartphone" },
      ],
    },
  ],
  logos: ["logos:react", "devicon:kalilinux"],
});

async function extract(code: string, id: string | undefined) {
  const context = { original: code, code, id, extracted: new Set<string>() };
  const found = await pageIconsExtractor.extract!(context);
  return { found: new Set(found ?? []), code: context.code };
}

describe("pageIconsExtractor", () => {
  it('turns every "lucide:<name>" value of a page document into its icon class', async () => {
    const { found } = await extract(page, DOCUMENT);
    expect(found).toEqual(new Set(["i-lucide-smartphone", "i-lucide-rocket", "i-lucide-shield-check"]));
  });

  it("leaves nothing of a document for the other extractors, which would read its prose as utilities", async () => {
    expect((await extract(page, DOCUMENT)).code).toBe("");
  });

  it("finds nothing in a document saved half-written, and does not throw", async () => {
    const { found } = await extract(page.slice(0, page.indexOf("rocket")), DOCUMENT);
    expect(found.size).toBe(0);
  });

  it("leaves source files to the other extractors", async () => {
    const code = `const icon = "lucide:smartphone"; <p className="flex" />`;
    expect(await extract(code, "/site/src/ui/x.tsx")).toEqual({ found: new Set(), code });
    expect(await extract(code, undefined)).toEqual({ found: new Set(), code });
  });
});

describe("the site's UnoCSS config, given a page document", () => {
  it("makes the CSS of the document's icons, and of nothing else in it", async () => {
    const uno = await createGenerator(config);
    const { css } = await uno.generate(page, { id: DOCUMENT, preflights: false });
    expect(css.match(/^\.[^{]+\{/gm)?.sort()).toEqual([
      ".i-lucide-rocket{",
      ".i-lucide-shield-check{",
      ".i-lucide-smartphone{",
    ]);
    expect(css).toMatch(/\.i-lucide-smartphone\{--un-icon:url\("data:image\/svg\+xml;utf8,/);
  });

  it("reads page documents and source files from the pipeline and the documents from disk", () => {
    const include = config.content?.pipeline && config.content.pipeline.include;
    const matches = (id: string) => [include].flat().some((test) => test instanceof RegExp && test.test(id));
    expect(matches(DOCUMENT)).toBe(true);
    expect(matches("/site/pages/_site.json")).toBe(true);
    expect(matches("/site/src/ui/icon.tsx")).toBe(true);
    expect(matches("/site/package.json")).toBe(false);
    expect(config.content?.filesystem).toContain("pages/**/*.json");
  });

  it("does not rewrite a document's prose as variant groups", () => {
    const [variantGroup] = config.transformers ?? [];
    expect(variantGroup.codeFilter?.("Note:(see below)", DOCUMENT)).toBe(false);
    expect(variantGroup.codeFilter?.(`className="hover:(bg-white text-brand-700)"`, "/site/src/app/x.tsx")).toBe(true);
  });
});
