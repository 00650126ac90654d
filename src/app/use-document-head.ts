import { useEffect } from "react";
import type { PageHead } from "../content/page-head";
import { serializeJsonLd } from "../lib/serialize-json-ld";

/**
 * Keeps <head> in step after client-side navigation. The pre-rendered HTML already holds the same
 * tags, so on first load this only confirms them.
 */
export function useDocumentHead(head: PageHead): void {
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
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
    for (const data of head.jsonLd) {
      const script = document.createElement("script");
      script.type = "application/ld+json";
      script.textContent = serializeJsonLd(data);
      document.head.appendChild(script);
    }
  }, [head]);
}
