import type { DOMPurify } from "dompurify";
import { externalReference } from "./external-reference.ts";

let purifier: Promise<{ purify: DOMPurify; window: Window & typeof globalThis }> | undefined;

/**
 * The SVG rebuilt from DOMPurify's allow-list of SVG elements and attributes (its SVG and filter
 * profiles, which leave out scripts, event attributes, <animate>, <set>, <use> and foreignObject,
 * with all they hold), with no reference outside the file: the site stores what is left. Only the
 * <svg> element is written back, so a processing instruction or DOCTYPE before it goes too.
 * Expects a text screenSvg() passed: building a tree of a deep one is slow.
 */
export async function rebuildSvg(text: string): Promise<string> {
  // Loaded on the first SVG only: jsdom takes about a second to start.
  purifier ??= loadPurifier();
  const { purify, window } = await purifier;
  const parsed = new window.DOMParser().parseFromString(text, "image/svg+xml");
  purify.sanitize(parsed.documentElement, {
    USE_PROFILES: { svg: true, svgFilters: true },
    KEEP_CONTENT: false,
    IN_PLACE: true,
  });
  return new window.XMLSerializer().serializeToString(parsed.documentElement);
}

async function loadPurifier() {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const window = new JSDOM("").window as unknown as Window & typeof globalThis;
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeAttribute", (_, hook) => {
    if (externalReference(hook.attrName, hook.attrValue)) hook.keepAttr = false;
  });
  purify.addHook("uponSanitizeElement", (node, hook) => {
    if (hook.tagName === "style" && externalReference("style", node.textContent ?? "")) node.textContent = "";
  });
  return { purify, window };
}
