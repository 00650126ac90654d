import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { cardArt, logoMark } from "./images/card.ts";
import { clientLogo } from "./images/logo.ts";
import { avatar } from "./images/person.ts";
import { classroom, heroBackdrop } from "./images/scenes.ts";
import { writePublicImage } from "./images/write-public-image.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { kindOfFolder } from "../content-layout/content-layout.ts";

// npm run images: draws an original SVG for every image a page document names that does not exist
// yet, chosen by its folder (card art, hero backdrops, classroom photos, avatars, client logos).
// Existing files are kept, so a designer's picture is never overwritten; --force redraws them all.
// --cards limits the run to the course and service card pictures, which follow the documents'
// marks and icons: `npm run images -- --cards --force` redraws them after those change.
const force = process.argv.includes("--force");
const cardsOnly = process.argv.includes("--cards");
const CARDS = /^\/images\/(courses|services)\//;

interface ImageUse {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The course or service whose card shows it: its title, and its marks or icon to draw. */
  cardOf?: { title: string; kind: "course" | "service"; marks: string[] };
}

const DRAWERS: [RegExp, (image: ImageUse, index: number) => string | undefined][] = [
  [CARDS, (image) => image.cardOf && cardArt(image.cardOf.title, image.cardOf.kind, image.cardOf.marks)],
  [/^\/images\/hero\//, (image, index) => heroBackdrop(index, image.width, image.height)],
  [/^\/images\/gallery\//, (image) => classroom(image.src, image.width, image.height)],
  [/^\/images\/avatars\//, (image) => avatar(image.src)],
  [/^\/images\/clients\//, (image) => clientLogo(image.alt)],
  [/^\/images\/brand\/logo\.svg$/, () => logoMark()],
];

let written = 0;
const undrawable: string[] = [];
const uses = imageUses();
for (const [pattern, draw] of DRAWERS) {
  if (cardsOnly && pattern !== CARDS) continue;
  uses
    .filter((image) => pattern.test(image.src) && image.src.endsWith(".svg"))
    .forEach((image, index) => {
      const drawOrNote = () => {
        const svg = draw(image, index);
        if (!svg) undrawable.push(image.src);
        return svg;
      };
      if (writePublicImage(PROJECT_ROOT, image.src, drawOrNote, force)) written += 1;
    });
}
console.log(`wrote ${written} images`);
for (const src of undrawable) {
  console.warn(
    `not drawn: public${src} (its card's marks or icon are missing or unknown; npm run validate says which)`,
  );
}

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
  for (const [file, text] of readPageTexts(PROJECT_ROOT)) {
    const document = safeParse(text);
    if (!document) continue;
    const folderKind = kindOfFolder(file);
    const kind = folderKind === "course" || folderKind === "service" ? folderKind : undefined;
    const title = typeof document.title === "string" ? document.title : "";
    visit(document.card, kind && { title, kind, marks: marksOf(document.card) });
    visit({ ...document, card: undefined });
  }
  return [...found.values()].sort((a, b) => a.src.localeCompare(b.src));
}

/** A course card's "logos", or a service card's "icon", as a list; only the names that are text. */
function marksOf(card: unknown): string[] {
  const { logos, icon } = (card ?? {}) as { logos?: unknown; icon?: unknown };
  const marks: unknown[] = Array.isArray(logos) ? logos : [icon];
  return marks.filter((mark): mark is string => typeof mark === "string");
}

function safeParse(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
