import type { JSDOM } from "jsdom";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
/** Elements that run or embed active content; an SVG the site shows needs none of them. */
const ACTIVE_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"]);
const SCRIPT_URL = /^(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp|avif)[;,]))/;

let window: Promise<JSDOM["window"]> | undefined;

/**
 * Why `text` is not an SVG picture the site may serve: "not svg" unless it is well-formed XML with
 * an <svg> root in the SVG namespace (as browsers need to show it in <img>); "unsafe" when it
 * carries a script, an event handler (on…), a link to a script, or an entity declaration (which
 * could hide either). Undefined for a safe SVG. An SVG opened on its own runs its scripts with the
 * site's origin, so this is checked before one is written to public/.
 */
export async function svgProblem(text: string): Promise<"not svg" | "unsafe" | undefined> {
  // Parsed by jsdom, already a dependency for the tests, and loaded only when an SVG arrives.
  window ??= import("jsdom").then(({ JSDOM }) => new JSDOM("").window);
  const parsed = new (await window).DOMParser().parseFromString(text, "image/svg+xml");
  const root = parsed.documentElement;
  if (root.localName !== "svg" || root.namespaceURI !== SVG_NAMESPACE) return "not svg";
  if (parsed.getElementsByTagName("parsererror").length > 0) return "not svg";
  if (/<!ENTITY/i.test(text)) return "unsafe";
  for (const element of [root, ...root.getElementsByTagName("*")]) {
    if (ACTIVE_ELEMENTS.has(element.localName.toLowerCase())) return "unsafe";
    for (const { localName, value } of element.attributes) {
      if (localName.toLowerCase().startsWith("on")) return "unsafe";
      // Browsers ignore spaces and control characters inside a URL's scheme ("java\tscript:").
      if (SCRIPT_URL.test(withoutControls(value).toLowerCase())) return "unsafe";
    }
  }
  return undefined;
}

function withoutControls(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x20).join("");
}
