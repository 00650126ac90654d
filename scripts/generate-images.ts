import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

// npm run images: draws an original illustration for every course and service card that has none
// yet (public/images/<kind>/<slug>.svg), and the logo. Existing files are kept, so a designer's
// picture is never overwritten. Pass --force to redraw them all.
const ROOT = join(import.meta.dirname, "..");
const force = process.argv.includes("--force");

interface CardDocument {
  title: string;
  card?: { image?: { src?: string } };
}

let written = 0;
for (const folder of ["courses", "services"]) {
  const dir = join(ROOT, "pages", folder);
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const document = safeParse(readFileSync(join(dir, file), "utf8"));
    const src = document?.card?.image?.src;
    if (!document || !src?.endsWith(".svg")) continue;
    written += writeImage(src, illustration(document.title, folder === "courses" ? "course" : "service"));
  }
}
written += writeImage("/images/brand/logo.svg", logo());
console.log(`wrote ${written} images`);

function writeImage(src: string, svg: string): number {
  const target = join(ROOT, "public", src);
  if (existsSync(target) && !force) return 0;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  return 1;
}

function safeParse(text: string): CardDocument | undefined {
  try {
    return JSON.parse(text) as CardDocument;
  } catch {
    return undefined;
  }
}

/** A calm, on-brand card picture: a gradient, a device or board shape and the subject's initials. */
function illustration(title: string, kind: "course" | "service"): string {
  const hue = hash(title) % 360;
  const from = `hsl(${hue} 70% 34%)`;
  const to = `hsl(${(hue + 40) % 360} 75% 48%)`;
  const initials = monogram(title);
  const shape =
    kind === "course"
      ? `<rect x="150" y="90" width="340" height="210" rx="14" fill="#fff" fill-opacity=".14"/><rect x="170" y="110" width="300" height="170" rx="8" fill="#fff" fill-opacity=".12"/><path d="M110 310h420l-30 22H140z" fill="#fff" fill-opacity=".22"/>`
      : `<rect x="140" y="80" width="150" height="110" rx="14" fill="#fff" fill-opacity=".14"/><rect x="310" y="80" width="190" height="240" rx="14" fill="#fff" fill-opacity=".12"/><rect x="140" y="210" width="150" height="110" rx="14" fill="#fff" fill-opacity=".18"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/><circle cx="560" cy="60" r="120" fill="#fff" fill-opacity=".07"/><circle cx="60" cy="380" r="90" fill="#fff" fill-opacity=".07"/>${shape}<text x="320" y="222" text-anchor="middle" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="72" font-weight="700" fill="#fff">${initials}</text></svg>\n`;
}

function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0b2a5b"/><path d="M8 29l8-16 5 9 3-5 8 12z" fill="#fbbf3c"/><path d="M16 13l3 5.5-3 2-3-2z" fill="#fff"/></svg>\n`;
}

function monogram(title: string): string {
  const words = title
    .replace(/[^A-Za-z0-9+#/ ]/g, " ")
    .split(/[\s/]+/)
    .filter(Boolean);
  const letters =
    words.length === 1
      ? words[0].slice(0, 3)
      : words
          .slice(0, 3)
          .map((w) => w[0])
          .join("");
  return letters.toUpperCase().replace(/&/g, "&amp;");
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}
