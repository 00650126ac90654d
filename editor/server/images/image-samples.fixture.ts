// For the tests: small pictures of each type, and the shortest byte sequences a refused type is
// recognised by, built here so no binary fixture is checked in.
import sharp from "sharp";

/** A 2 × 2 picture: half transparent (a logo's kind), or opaque in one colour. */
const square = (transparent: boolean, colour = "#1e40af") =>
  sharp({
    create: { width: 2, height: 2, channels: transparent ? 4 : 3, background: transparent ? "#1e40af80" : colour },
  });

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ""), "hex");
const ascii = (text: string) => Buffer.from(text, "latin1");

/** Pictures the editor accepts, by the extension they come with. */
export const ACCEPTED_IMAGES = {
  png: await square(true).png().toBuffer(),
  jpg: await square(false).jpeg().toBuffer(),
  webp: await square(false).webp().toBuffer(),
  avif: await square(false).avif().toBuffer(),
  svg: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
  ),
};

/** The extension each is stored with: a photo's own, except WebP and AVIF, kept as JPEG (or PNG if transparent). */
export const STORED_AS: Record<keyof typeof ACCEPTED_IMAGES, string> = {
  png: "png",
  jpg: "jpg",
  webp: "jpg",
  avif: "jpg",
  svg: "svg",
};

/** Another PNG, unlike ACCEPTED_IMAGES.png. */
export const OTHER_PNG = await square(true).flop().extend({ right: 1, background: "#00000000" }).png().toBuffer();

/** Files the editor refuses as pictures. */
export const REFUSED_FILES = {
  gif: ascii("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
  pdf: ascii("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
  html: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
  text: Buffer.from("just some words"),
  "not UTF-8": hex("3c73766720ff fe3e"),
  empty: Buffer.alloc(0),
};

export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
