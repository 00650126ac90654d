import { useEffect } from "react";
import type { PageHead } from "../content/page-head";
import { serializeJsonLd } from "../lib/serialize-json-ld";

// The pre-rendered HTML already holds the first page's head, structured data included.
let firstPage = true;

/**
 * Keeps <head> in step after client-side navigation: the tags at once, and the page's structured
 * data once `loadJsonLd` answers (its code is not among a page's first scripts). On the first page
 * this only confirms the tags.
 */
export function useDocumentHead(head: PageHead, loadJsonLd: () => Promise<object[]>): void {
  useEffect(() => {
    document.title = head.title;
    for (const { tag, attributes } of head.tags) {
      const [key, value] = Object.entries(attributes)[0];
      const selector = `${tag}[${key}="${CSS.escape(value)}"]`;
      const element = document.head.querySelector(selector) ?? document.head.appendChild(document.createElement(tag));
      for (const [name, content] of Object.entries(attributes)) element.setAttribute(name, content);
    }
    const robots = head.tags.some((t) => t.attributes.name === "robots");
    if (!robots) document.head.querySelector('meta[name="robots"]')?.remove();
    // The page's other languages: an alternate of the page left behind goes.
    const languages = new Set(head.tags.flatMap(({ attributes }) => attributes.hreflang ?? []));
    for (const link of document.head.querySelectorAll<HTMLLinkElement>("link[hreflang]")) {
      if (!languages.has(link.hreflang)) link.remove();
    }
    document.documentElement.lang = head.lang;
    if (firstPage) {
      firstPage = false;
      return;
    }
    let current = true;
    void loadJsonLd().then((jsonLd) => {
      if (current) replaceJsonLd(jsonLd);
    });
    return () => {
      current = false;
    };
  }, [head, loadJsonLd]);
}

function replaceJsonLd(jsonLd: object[]): void {
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const data of jsonLd) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.textContent = serializeJsonLd(data);
    document.head.appendChild(script);
  }
}
