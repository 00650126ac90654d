// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../../src/generated/page.ts";
import { stampOf } from "../../../src/content/translation/translation-stamp.ts";
import { translatableTexts, translationCounts, writtenTranslation } from "./translation-texts.ts";

const english = {
  path: "/about",
  kind: "page",
  title: "About Us",
  meta: { title: "About Us | Yeti Bytes", description: "Who we are." },
  blocks: [
    { type: "bullet-list", heading: "What You Learn", items: ["HTML", "CSS", "JavaScript"] },
    {
      type: "faq",
      heading: "Questions",
      items: [
        { question: "Do I need a laptop?", answer: "Yes." },
        { question: "Is there a test?", answer: "No." },
      ],
    },
  ],
} as unknown as PageDocument;

describe("a page's texts beside its translation", () => {
  it("lists every text a translation may give, in the page's order, each to translate, out of date or translated", () => {
    const translation = {
      title: "हाम्रो बारेमा",
      blocks: [{ type: "bullet-list", heading: "के सिक्नुहुन्छ" }, { type: "faq" }],
      translatedFrom: { "/title": stampOf("About Us"), "/blocks/0/heading": stampOf("What You Will Learn") },
    };
    const texts = translatableTexts(english, translation);
    expect(texts.map((text) => text.pointer)).toEqual([
      "/title",
      "/meta/title",
      "/meta/description",
      "/blocks/0/heading",
      "/blocks/0/items/0",
      "/blocks/0/items/1",
      "/blocks/0/items/2",
      "/blocks/1/heading",
      "/blocks/1/items/0/question",
      "/blocks/1/items/0/answer",
      "/blocks/1/items/1/question",
      "/blocks/1/items/1/answer",
    ]);
    expect(texts[0]).toEqual({ pointer: "/title", english: "About Us", given: "हाम्रो बारेमा", standing: "translated" });
    // Its English changed since it was translated.
    expect(texts[3]).toMatchObject({ given: "के सिक्नुहुन्छ", standing: "out of date" });
    expect(translationCounts(texts)).toEqual({ toTranslate: 10, outOfDate: 1 });
  });

  it("writes the texts in their places, every block by its type, recording those written against the English", () => {
    const old = {
      blocks: [{ type: "bullet-list", heading: "पुरानो" }, { type: "faq" }],
      translatedFrom: { "/blocks/0/heading": "00000000" },
    };
    const written = writtenTranslation(
      english,
      old,
      { "/title": " हाम्रो बारेमा ", "/blocks/1/items/1/answer": "होइन।", "/blocks/0/items/1": "CSS", "/meta/title": "" },
      new Set(["/title", "/blocks/1/items/1/answer", "/blocks/0/items/1"]),
    );
    expect(written).toEqual({
      title: "हाम्रो बारेमा",
      blocks: [
        // A list of texts has no gap: its first entry is the English's until it is translated, and not recorded.
        { type: "bullet-list", heading: "पुरानो", items: ["HTML", "CSS"] },
        { type: "faq", items: [{}, { answer: "होइन।" }] },
      ],
      translatedFrom: {
        "/title": stampOf("About Us"),
        "/blocks/1/items/1/answer": stampOf("No."),
        "/blocks/0/items/1": stampOf("CSS"),
        // Untouched, it keeps its record: still out of date.
        "/blocks/0/heading": "00000000",
      },
    });
    const texts = translatableTexts(english, written);
    expect(texts.find((text) => text.pointer === "/blocks/0/items/0")?.standing).toBe("out of date");
    expect(texts.find((text) => text.pointer === "/blocks/0/heading")?.standing).toBe("out of date");
  });
});
