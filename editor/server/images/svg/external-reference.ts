const LINK_ATTRIBUTES = new Set(["href", "xlink:href"]);
/** The pictures an <image> may carry inside the file; none of them can hold a script. */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|gif|webp|avif)[;,]/i;
const URL_FUNCTION = /url\(\s*(['"]?)\s*([^'")\s]*)/gi;

/**
 * Whether an attribute's value (or a <style>'s text) reaches outside the SVG file: a link that is
 * not a #fragment or an embedded raster picture, a url() that is not a #fragment, an @import, or a
 * CSS escape (which could spell either). An SVG opened on its own would fetch or follow it.
 */
export function externalReference(attribute: string, value: string): boolean {
  const name = attribute.toLowerCase();
  // Browsers ignore spaces and control characters around and inside a URL's scheme.
  const compact = [...value].filter((char) => char.charCodeAt(0) > 0x20).join("");
  if (LINK_ATTRIBUTES.has(name)) return !compact.startsWith("#") && !EMBEDDED_PICTURE.test(compact);
  // An animation of a link could point it anywhere, whatever its values say.
  if (name === "attributename") return /href$/i.test(compact);
  if (value.includes("\\") || /@import/i.test(value)) return true;
  return [...value.matchAll(URL_FUNCTION)].some(([, , target]) => !target.startsWith("#"));
}
