import { rmSync } from "node:fs";
import { basename } from "node:path";
import { readPageTexts } from "../../../scripts/content-layout/read-page-texts.ts";
import { cardPicture } from "../../../scripts/commands/scaffold/card-picture.ts";
import { documentKind } from "../../documents/document-kind.ts";
import { resolveInside } from "../files/resolve-inside.ts";

/**
 * Part of a document's save, once everything is written: the card picture drawn for the page (by
 * `npm run new:course` or `npm run images`, named after its file) is deleted when the card now
 * shows another and no document uses it any more, so no picture is left behind unused.
 */
export function removeUnusedCardPicture(root: string, file: string, before: unknown, after: unknown): void {
  const kind = documentKind(file, before);
  if (kind !== "course" && kind !== "service") return;
  const drawn = cardPicture(kind, basename(file, ".json"));
  if (cardSrc(before) !== drawn || cardSrc(after) === drawn) return;
  const quoted = JSON.stringify(drawn);
  if ([...readPageTexts(root).values()].some((text) => text.includes(quoted))) return;
  const { path, exists } = resolveInside(root, "public/images", `public${drawn}`);
  if (exists) rmSync(path);
}

function cardSrc(document: unknown): unknown {
  return (document as { card?: { image?: { src?: unknown } } } | undefined)?.card?.image?.src;
}
