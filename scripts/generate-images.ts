import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cardArt, logoMark } from "./images/card.ts";
import { clientLogo } from "./images/logo.ts";
import { avatar } from "./images/person.ts";
import { classroom, heroBackdrop } from "./images/scenes.ts";
import { writePublicImage } from "./images/write-public-image.ts";

// npm run images: draws an original SVG for every image a page document names that does not exist
// yet, chosen by its folder (card art, hero backdrops, classroom photos, avatars, client logos).
// Existing files are kept, so a designer's picture is never overwritten; --force redraws them all.
const ROOT = join(import.meta.dirname, "..");
const force = process.argv.includes("--force");

interface ImageUse {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The title of the course or service whose card shows it. */
  cardOf?: { title: string; kind: "course" | "service" };
}

const DRAWERS: [RegExp, (image: ImageUse, index: number) => string | undefined][] = [
  [/^\/images\/(courses|services)\//, (image) => image.cardOf && cardArt(image.cardOf.title, image.cardOf.kind)],
  [/^\/images\/hero\//, (image, index) => heroBackdrop(index, image.width, image.height)],
  [/^\/images\/gallery\//, (image) => classroom(image.src, image.width, image.height)],
  [/^\/images\/avatars\//, (image) => avatar(image.src)],
  [/^\/images\/clients\//, (image) => clientLogo(image.alt)],
  [/^\/images\/brand\/logo\.svg$/, () => logoMark()],
];

let written = 0;
const uses = imageUses();
for (const [pattern, draw] of DRAWERS) {
  uses
    .filter((image) => pattern.test(image.src) && image.src.endsWith(".svg"))
    .forEach((image, index) => {
      if (writePublicImage(ROOT, image.src, () => draw(image, index), force)) written += 1;
    });
}
console.log(`wrote ${written} images`);

/** Every image object named by a document in pages/, once per path. */
function imageUses(): ImageUse[] {
  const found = new Map<string, ImageUse>();
  const visit = (value: unknown, cardOf?: ImageUse["cardOf"]) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, cardOf));
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && record.src.startsWith("/images/") && !found.has(record.src)) {
      found.set(record.src, { ...(record as unknown as ImageUse), cardOf });
    }
    for (const child of Object.values(record)) visit(child, cardOf);
  };
  for (const file of readdirSync(join(ROOT, "pages"), { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".json")) continue;
    const document = safeParse(readFileSync(join(ROOT, "pages", file), "utf8"));
    if (!document) continue;
    const kind = file.startsWith("courses") ? "course" : file.startsWith("services") ? "service" : undefined;
    const title = typeof document.title === "string" ? document.title : "";
    visit(document.card, kind && { title, kind });
    visit({ ...document, card: undefined });
  }
  return [...found.values()].sort((a, b) => a.src.localeCompare(b.src));
}

function safeParse(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
