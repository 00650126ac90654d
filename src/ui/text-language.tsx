import { createContext, useContext, type ReactNode } from "react";
import { textAt } from "../lib/json-pointer";
import type { PageLanguage } from "../content/translation/languages";
import { usePageLanguage } from "./page-language";

/** The texts of what is being drawn that a translation leaves in English (none on an English page). */
const EnglishTexts = createContext<ReadonlySet<string>>(new Set());

/**
 * Gives what it draws the texts of `value` (a block, the site's settings, a form, as its page has it)
 * that its translation leaves in English, `places` their pointers in it (EnglishMark,
 * translated-page.ts), besides those already given around it.
 */
export function TextsLeftInEnglish({
  value,
  places,
  children,
}: {
  value: object;
  places: readonly string[] | undefined;
  children: ReactNode;
}) {
  const around = useContext(EnglishTexts);
  if (!places?.length) return children;
  const texts = new Set(around);
  for (const place of places) {
    const text = textAt(value, place);
    // An empty text (a decorative picture's "alt") says nothing in any language.
    if (text) texts.add(text);
  }
  return <EnglishTexts value={texts}>{children}</EnglishTexts>;
}

/**
 * The language to say on the element that holds a text of content: "en" where the page is in another
 * language and its translation left that text in English, so a screen reader reads it as English and a
 * search engine knows it; nothing otherwise (the element speaks the page's language). An element that
 * holds one text and nothing else is a `ContentText`; one whose text sits among other words says it itself:
 *
 *     const langOf = useTextLanguage();
 *     <blockquote lang={langOf(quote)}>“{quote}”</blockquote>
 */
export function useTextLanguage(): (text: string | undefined) => "en" | undefined {
  const english = useContext(EnglishTexts);
  return (text) => (text && english.has(text) ? "en" : undefined);
}

/**
 * The language to say on the element that holds a text known to be in `language` (a course's title, in
 * its language where it is translated, otherwise its English page's): nothing where the page is in it.
 */
export function useLangFor(): (language: PageLanguage | undefined) => PageLanguage | undefined {
  const page = usePageLanguage();
  return (language) => (language === page ? undefined : language);
}

/** The elements that hold one text of content each. */
type TextElement = "h1" | "h2" | "h3" | "p" | "dt" | "dd" | "span";

/** An element holding one text of content (a heading, a paragraph), saying its language where that is not the page's. */
export function ContentText({
  as: Element = "span",
  children,
  ...props
}: {
  as?: TextElement;
  children: string | undefined;
  className?: string;
  id?: string;
}) {
  const langOf = useTextLanguage();
  return (
    <Element lang={langOf(children)} {...props}>
      {children}
    </Element>
  );
}
