import { Fragment, type ReactNode } from "react";
import { PLACEHOLDER } from "../lib/fill-in";

/**
 * Words of the site with each {name} filled in by a part of the page (a link, a number), in the place
 * the words give it, whatever the language's order: "call {phone}" and "{phone} मा फोन गर्नुहोस्".
 */
export function FilledIn({ words, parts }: { words: string; parts: Readonly<Record<string, ReactNode>> }) {
  // Split at each {name}, the names kept: text and names take turns, a name at each odd place.
  return words.split(PLACEHOLDER).map((piece, index) => {
    const part = index % 2 === 1 && Object.hasOwn(parts, piece) ? parts[piece] : index % 2 === 1 ? `{${piece}}` : piece;
    return <Fragment key={index}>{part}</Fragment>;
  });
}
