import type { Block, CoursePage } from "../../../src/generated/page.ts";
import type { PageFile } from "./parsed-page-files.ts";
import { kindOfFolder } from "../../content-layout/content-layout.ts";

/**
 * The course a new course of `category` takes its starting text from: the category's first published
 * course, as the Courses page lists it (by order). None for a course with no category, or one no
 * published course has.
 */
export function siblingCourse(pages: PageFile[], category: string | undefined): CoursePage | undefined {
  if (!category) return undefined;
  const siblings = pages
    .filter(({ file, data }) => kindOfFolder(file) === "course" && data?.category === category && data.draft !== true)
    .map(({ data }) => data as unknown as CoursePage)
    .filter((course) => Array.isArray(course.blocks) && typeof course.title === "string");
  return siblings.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
}

/**
 * A new course's template with its sibling's texts as starting text, the author's to change: how long
 * it runs and when classes are, what it teaches and why, its answers, as the sibling says them. What
 * only this course can say is the author's: its title, the headings that name it, the sentence saying
 * what it teaches. While it is a draft, the validator names each text still the sibling's word for
 * word (sameWordsAsCourse), so none is published unseen.
 */
export function withStartingText(template: CoursePage, sibling: CoursePage): CoursePage {
  const siblingBlocks = byTypeAndRank(sibling.blocks);
  const blocks = rankByType(template.blocks).map(({ block, rank }): Block => {
    const theirs = siblingBlocks.get(`${block.type}:${rank}`);
    if (!theirs || block.type === "form" || block.type === "course-nav") return block;
    if (block.type === "course-intro" && theirs.type === "course-intro") {
      const [own] = block.paragraphs;
      return { ...block, paragraphs: [own!, ...theirs.paragraphs.slice(1)], facts: theirs.facts };
    }
    return { ...theirs, ...("heading" in block && { heading: block.heading }) } as Block;
  });
  return {
    ...template,
    offer: sibling.offer,
    card: { ...template.card, points: sibling.card.points },
    blocks,
  };
}

/** Each block with how many blocks of its type came before it: the second bullet list is "bullet-list:1". */
function rankByType(blocks: Block[]): { block: Block; rank: number }[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    const rank = seen.get(block.type) ?? 0;
    seen.set(block.type, rank + 1);
    return { block, rank };
  });
}

function byTypeAndRank(blocks: Block[]): Map<string, Block> {
  return new Map(rankByType(blocks).map(({ block, rank }) => [`${block.type}:${rank}`, block]));
}
