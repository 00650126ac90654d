import type { CheckedDocument } from "./checked-document.ts";
import { PLACEHOLDER } from "./placeholder.ts";

/**
 * The texts that say what a course is and does, by pointer: its card's points, its introduction's
 * paragraphs, its lists (what students learn, the benefits) and its answers. Its facts, class times
 * and questions may well be every course's.
 */
function ownTexts(doc: CheckedDocument): { pointer: string; text: string }[] {
  const { document } = doc;
  if (document.kind !== "course") return [];
  const texts = document.card.points.map((text, i) => ({ pointer: `/card/points/${i}`, text }));
  document.blocks.forEach((block, at) => {
    const entries =
      block.type === "course-intro"
        ? block.paragraphs.map((text, i) => [`paragraphs/${i}`, text] as const)
        : block.type === "bullet-list"
          ? block.items.map((text, i) => [`items/${i}`, text] as const)
          : block.type === "faq"
            ? block.items.map(({ answer }, i) => [`items/${i}/answer`, answer] as const)
            : [];
    for (const [place, text] of entries) texts.push({ pointer: `/blocks/${at}/${place}`, text });
  });
  // A template's text still to write is named as such (placeholder-rules.ts), whoever else has it.
  return texts.filter(({ text }) => !text.startsWith(PLACEHOLDER));
}

/**
 * Each of a draft course's own texts that another course has word for word, with the first such
 * course (by order, then file): a new course starts from its category's first course's texts, and this
 * names each still that course's while it is written. A finished course is not asked: two courses may
 * truly share an answer.
 */
export function sameWordsAsOtherCourse(
  documents: CheckedDocument[],
): { doc: CheckedDocument; pointer: string; other: CheckedDocument }[] {
  const courses = documents
    .filter((doc) => doc.document.kind === "course")
    .sort((a, b) => (a.document.order ?? 0) - (b.document.order ?? 0) || a.file.localeCompare(b.file));
  const found: { doc: CheckedDocument; pointer: string; other: CheckedDocument }[] = [];
  for (const doc of courses.filter((course) => course.document.draft)) {
    const firstWith = new Map<string, CheckedDocument>();
    for (const other of courses) {
      if (other === doc) continue;
      for (const { text } of ownTexts(other)) if (!firstWith.has(text.trim())) firstWith.set(text.trim(), other);
    }
    for (const { pointer, text } of ownTexts(doc)) {
      const other = firstWith.get(text.trim());
      if (other) found.push({ doc, pointer, other });
    }
  }
  return found;
}
