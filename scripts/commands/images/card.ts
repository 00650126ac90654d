import { iconSet } from "../../validator/icon-sets.ts";
import { drawCard } from "./card-art.ts";

/** A course's or service's card picture, drawn with the installed icon sets (card-art.ts). */
export function cardArt(title: string, kind: "course" | "service", marks: readonly string[]): string | undefined {
  return drawCard(title, kind, marks, iconSet);
}

export function logoMark(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0b2a5b"/><path d="M8 29l8-16 5 9 3-5 8 12z" fill="#fbbf3c"/><path d="M16 13l3 5.5-3 2-3-2z" fill="#fff"/></svg>\n`;
}
