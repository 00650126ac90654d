// For the tests: SVGs that try to run, fetch or stall something, and the site's own pictures.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../../../scripts/lib/project-root.ts";

export const svg = (inside: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inside}</svg>`;

/** Each attack, and a piece of text that must not be in what is stored of it. */
export const SVG_ATTACKS: [name: string, text: string, gone: string][] = [
  [
    "an xml-stylesheet processing instruction with XSL",
    `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="data:text/xml;base64,PHhzbDpzdHlsZXNoZWV0Lz4="?>\n${svg('<rect width="4" height="4"/>')}`,
    "xml-stylesheet",
  ],
  ["a processing instruction inside", svg("<g><?xml-stylesheet href='x.css'?></g>"), "<?"],
  [
    "an <animate> of href to javascript:",
    svg('<a href="#x"><animate attributeName="href" values="x;javascript:alert(1)"/><text>x</text></a>'),
    "javascript",
  ],
  ["a <set> of href to javascript:", svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), "javascript"],
  ["an <animateTransform> aimed at href", svg('<a><animateTransform attributeName="xlink:href"/></a>'), "href"],
  ["a script", svg("<script>alert(1)</script>"), "alert"],
  ["a namespaced script", svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'), "alert"],
  ["an onload on the root", svg("", ' onload="alert(1)"'), "onload"],
  ["an onclick in capitals", svg('<rect onClick="alert(1)"/>'), "alert"],
  ["a javascript: link", svg('<a href="javascript:alert(1)"><text>x</text></a>'), "javascript"],
  ["a spaced-out javascript: link", svg('<a href=" java\tscript:alert(1)"><text>x</text></a>'), "script"],
  [
    "an xlink javascript: link",
    svg('<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:x()"/>'),
    "x()",
  ],
  ["an HTML data: link", svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>'), "data:"],
  ["a link to another site", svg('<a href="https://example.com/"><text>x</text></a>'), "example.com"],
  ["a <use> of another file", svg('<use href="https://example.com/x.svg#a"/>'), "example.com"],
  ["an <image> from another site", svg('<image href="https://example.com/x.png"/>'), "example.com"],
  ["an SVG <image> inside", svg('<image href="data:image/svg+xml,&lt;svg/&gt;"/>'), "data:"],
  ["a <feImage> of another file", svg('<filter><feImage href="/secret.svg"/></filter>'), "secret"],
  [
    "HTML in a foreignObject",
    svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    "div",
  ],
  ["a fill from another file", svg('<rect fill="url(https://example.com/p.svg#g)"/>'), "example.com"],
  ["a style that imports", svg("<style>@import url(https://example.com/x.css);</style>"), "example.com"],
  ["a style with a CSS escape", svg("<style>rect { fill: \\75 rl(https://example.com/x) }</style>"), "example.com"],
  ["an iframe", svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.com"/>'), "iframe"],
];

/** The card pictures, logos and avatars the site itself shows. */
export function siteSvgs(): [name: string, text: string][] {
  const images = join(PROJECT_ROOT, "public/images");
  return readdirSync(images, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => [name, readFileSync(join(images, name), "utf8")]);
}

/** 5,000 nested <g> (35 KB): the file that held the dev server for 12–38 s. */
export const DEEP_SVG = svg(`${"<g>".repeat(5000)}${"</g>".repeat(5000)}`);
