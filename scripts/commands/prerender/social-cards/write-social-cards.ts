import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import type { SocialCard } from "../../../../src/content/social-card.ts";
import { stableHash } from "../../../../src/lib/stable-hash.ts";
import { PROJECT_ROOT } from "../../../lib/project-root.ts";

/** Kept between builds (npm ci empties it): a card is drawn again only when what it shows changes. */
export const CARD_CACHE = join(PROJECT_ROOT, "node_modules/.cache/social-cards");
/** What the drawing depends on besides the picture: its code, the card art's and the renderers' versions. */
const DRAWING = [
  "scripts/commands/prerender/social-cards/draw-social-card.ts",
  "scripts/commands/images/card.ts",
  "scripts/commands/images/icon-svg.ts",
  "node_modules/satori/package.json",
  "node_modules/@resvg/resvg-js/package.json",
  "node_modules/sharp/package.json",
  "node_modules/@fontsource/inter/package.json",
  "node_modules/@iconify-json/logos/package.json",
  "node_modules/@iconify-json/devicon/package.json",
  "node_modules/@iconify-json/lucide/package.json",
];
const drawingHash = stableHash(DRAWING.map((file) => readFileSync(join(PROJECT_ROOT, file), "utf8")).join("\0"));

/**
 * Writes each page's share picture to `dist` under its hashed name, drawing only those the cache
 * does not hold. Returns how many were drawn.
 */
export async function writeSocialCards(dist: string, cards: SocialCard[], cache = CARD_CACHE): Promise<number> {
  mkdirSync(cache, { recursive: true });
  let drawn = 0;
  for (const card of cards) {
    if (!card.src.startsWith("/images/social/")) continue; // a designer's picture from public/
    const cached = join(cache, `${stableHash(drawingHash + JSON.stringify(card.picture))}.png`);
    if (!existsSync(cached)) {
      // Loaded only when a card must be drawn: a build that finds every card cached skips the renderers.
      const { drawSocialCard } = await import("./draw-social-card.ts");
      // Written aside, then renamed: a build stopped halfway never leaves half a picture in the cache.
      // Named for this process and thread: two pre-render workers may draw the same card at once.
      const aside = `${cached}.${process.pid}-${threadId}`;
      writeFileSync(aside, await drawSocialCard(card.picture));
      renameSync(aside, cached);
      drawn += 1;
    }
    const target = join(dist, card.src);
    mkdirSync(join(target, ".."), { recursive: true });
    copyFileSync(cached, target);
  }
  return drawn;
}
