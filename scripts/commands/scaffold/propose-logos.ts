import type { IconNames } from "../../validator/icon-names.ts";
import { titleWords } from "./title-words.ts";

const MOST = 3;
// Marks in logos named like everyday words of a title, that are companies, not what it teaches.
const NOT_TECHNOLOGIES = new Set(["ai", "net"]);

/**
 * Marks for a new course's card, from the words of its title that name one: two words run
 * together first ("React Native" -> "devicon:reactnative"), then single words; the logos set
 * first (its square "-icon" variant if it has one), then devicon. [] when no word names a mark.
 */
export function proposeLogos(title: string, iconNames: IconNames): string[] {
  const words = titleWords(title);
  const marks: string[] = [];
  let i = 0;
  while (i < words.length && marks.length < MOST) {
    const next = words[i + 1];
    const pair = next === undefined ? undefined : markOf([`${words[i]}-${next}`, `${words[i]}${next}`], iconNames);
    const mark = pair ?? markOfWord(words[i], iconNames);
    if (mark && !marks.includes(mark)) marks.push(mark);
    i += pair ? 2 : 1;
  }
  return marks;
}

function markOfWord(word: string, iconNames: IconNames): string | undefined {
  if (NOT_TECHNOLOGIES.has(word)) return undefined;
  // "expressjs" is "express" in the sets, while "nodejs" is "nodejs": try both.
  return markOf(word.endsWith("js") && word.length > 2 ? [word, word.slice(0, -2)] : [word], iconNames);
}

/** The first of these names in logos (its "-icon" variant first), else in devicon. */
function markOf(names: string[], iconNames: IconNames): string | undefined {
  const logos = iconNames("logos");
  const inLogos = names.flatMap((name) => [`${name}-icon`, name]).find((name) => logos.has(name));
  if (inLogos) return `logos:${inLogos}`;
  const inDevicon = names.find((name) => iconNames("devicon").has(name));
  return inDevicon && `devicon:${inDevicon}`;
}
