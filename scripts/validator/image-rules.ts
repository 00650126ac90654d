import type { CheckedDocument } from "./checked-document.ts";
import { pointerOf } from "../../src/lib/json-pointer.ts";
import { problemIn, type Finding } from "./messages.ts";
import type { Problem } from "./problem.ts";
import type { ListPublicFolder } from "./public-folder.ts";
import { suggest } from "./suggest.ts";

const IMAGES = "/images/";
/** Words that say a picture is a photograph. */
const PHOTO_WORDS = /\b(photo|photograph|snapshot)s?\b/i;
type Path = readonly (string | number)[];

/**
 * Every picture path ("src", the share image, any value under /images/) names a file in public/,
 * and every picture says what it shows unless it is marked decorative. The whole document is
 * walked rather than a list of known fields, so a new block with pictures is checked too.
 */
export function imageRules(doc: Pick<CheckedDocument, "file" | "source">, listFolder: ListPublicFolder): Problem[] {
  const found: Finding[] = [];

  const checkPath = (src: string, path: Path) => {
    const slash = src.lastIndexOf("/");
    const folder = src.slice(0, slash);
    const name = src.slice(slash + 1);
    const names = listFolder(folder);
    if (names.includes(name)) return;
    const guess = suggest(name, names);
    found.push({ code: "noSuchPicture", params: { src, folder, guess }, pointer: pointerOf(path) });
  };

  const checkAlt = (image: Record<string, unknown>, path: Path) => {
    const alt = String(image.alt).trim();
    const src = String(image.src);
    const pointer = pointerOf([...path, "alt"]);
    if (image.decorative === true && alt !== "") found.push({ code: "decorativeWithAlt", params: { src }, pointer });
    else if (image.decorative !== true && alt === "") found.push({ code: "noAlt", params: { src }, pointer });
    // A drawing (an SVG) is not a photo: a visitor who cannot see it must not be told it shows a real person or place.
    else if (src.endsWith(".svg") && PHOTO_WORDS.test(alt))
      found.push({ code: "drawingCalledPhoto", params: { src }, pointer });
  };

  const visit = (value: unknown, path: Path): void => {
    if (typeof value === "string") {
      if (value.startsWith(IMAGES)) checkPath(value, path);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => visit(item, [...path, i]));
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && typeof record.alt === "string") checkAlt(record, path);
      for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
    }
  };

  visit(doc.source.value, []);
  return found.map((finding) => problemIn(doc, finding));
}
