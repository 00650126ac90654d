import { Fragment, type ReactNode } from "react";

/**
 * Words of the site with each {name} filled in by a part of the page (a link, a number), in the place
 * the words give it, whatever the language's order: "call {phone}" and "{phone} मा फोन गर्नुहोस्".
 */
export function FilledIn({ words, parts }: { words: string; parts: Readonly<Record<string, ReactNode>> }) {
  return words.split(/(\{[A-Za-z]+\})/).map((piece, index) => {
    const name = /^\{([A-Za-z]+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name && Object.hasOwn(parts, name) ? parts[name] : piece}</Fragment>;
  });
}
