// For the tests: the smallest byte sequences each picture type is recognised by, built here so no
// binary fixture is checked in.

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ""), "hex");
const ascii = (text: string) => Buffer.from(text, "latin1");

/** Pictures the editor accepts, by the extension they are saved with. */
export const ACCEPTED_IMAGES = {
  png: hex("89504e470d0a1a0a 0000000d 49484452 00000001 00000001 0806000000 1f15c489"),
  jpg: hex("ffd8ffe000104a46494600010100000100010000ffd9"),
  webp: Buffer.concat([
    ascii("RIFF"),
    hex("1a000000"),
    ascii("WEBPVP8 "),
    hex("0e000000 300100 9d012a 0100 0100 0000"),
  ]),
  avif: hex("0000001c 66747970 61766966 00000000 61766966 6d696631 6d696166"),
  svg: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
  ),
};

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
