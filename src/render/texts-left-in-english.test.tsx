import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findRoute } from "../content/find-route";
import { loadDocument } from "../content/load-document";
import type { BlockType } from "../content/blocks";
import type { PageDocument } from "../generated/page";
import { translatedPage } from "../content/translation/translated-page";
import { textAt } from "../lib/json-pointer";
import { exampleBlock } from "../../tests/example-block";
import { renderOnPage } from "../../tests/with-site-settings";
import { blockRegistry } from "./block-registry";
import { BlockView } from "./page";

const types = Object.keys(blockRegistry) as BlockType[];
// Course blocks draw from their course page.
const coursePage = (await loadDocument((await findRoute("/python-training"))!)) as PageDocument;

/** The attributes that hold a text a visitor reads or hears. */
const TEXT_ATTRIBUTES = ["alt", "aria-label", "placeholder", "title"];

/**
 * Where each of `texts` is drawn, whole, as a text or in an attribute, and the language said there.
 * A text drawn inside a sentence of the page's language (a name in "Read the full text from {name}")
 * is that sentence's, and not looked at.
 */
function languagesWhere(container: HTMLElement, texts: ReadonlySet<string>): Map<string, Set<string | undefined>> {
  const found = new Map<string, Set<string | undefined>>();
  const note = (text: string, element: Element) => {
    if (!texts.has(text)) return;
    const languages = found.get(text) ?? new Set();
    languages.add(element.closest("[lang]")?.getAttribute("lang") ?? undefined);
    found.set(text, languages);
  };
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    note(node.textContent!.trim(), node.parentElement!);
  for (const element of container.querySelectorAll("*")) {
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) note(value.trim(), element);
    }
  }
  return found;
}

describe("a block on a page in Nepali whose translation leaves its texts in English", () => {
  it.each(types)(
    "%s says lang=\"en\" on each English text's own element, and on nothing of the page's language",
    async (type) => {
      const block = exampleBlock(type);
      const english = { ...coursePage, blocks: [block] } as PageDocument;
      const { document } = translatedPage(english, { blocks: [{ type }] }, "/ne/example");
      const marked = document.blocks[0]! as typeof block & { englishTexts?: string[] };
      const texts = new Set((marked.englishTexts ?? []).map((place) => textAt(marked, place)) as string[]);
      const { container } = renderOnPage(
        <div lang="ne">
          <BlockView block={marked} page={coursePage} />
        </div>,
        "/ne",
      );
      await waitFor(() => expect(container.textContent).not.toBe(""), { timeout: 10_000 });
      const found = languagesWhere(container, texts);
      const notSaid = [...found].filter(([, languages]) => [...languages].some((language) => language !== "en"));
      expect(notSaid.map(([text, languages]) => `${text} (${[...languages].join(", ")})`)).toEqual([]);
      // Each is drawn whole, on an element of its own, unless the block does not draw it (a decorative picture's text).
      expect(found.size).toBeGreaterThan(0);
      const values = [...container.querySelectorAll("*")].flatMap((element) =>
        [...element.attributes].map((a) => a.value),
      );
      const drawn = [container.textContent ?? "", ...values];
      expect([...texts].filter((text) => !found.has(text) && drawn.some((value) => value.includes(text)))).toEqual([]);
      // The block's own frame and the site's words in it stay in the page's language.
      expect(container.querySelector(":scope > div > [lang=en]:only-child")).toBeNull();
    },
  );
});
