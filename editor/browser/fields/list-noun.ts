import type { FieldPath } from "../../../src/lib/json-pointer.ts";

export interface ListNoun {
  /** What one entry is called, in lower case: "question". */
  one: string;
  /** What the entries are called together: "questions". */
  many: string;
}

/**
 * What a list's entries are, where the list's key says too little ("items" of a FAQ are questions)
 * or would read oddly ("physical"). Keys are the block's type and the list's place in it, or the
 * list's place in the document, without indexes.
 */
const NOUNS: Record<string, ListNoun> = {
  blocks: { one: "section", many: "sections" },
  "faq/items": { one: "question", many: "questions" },
  "bullet-list/items": { one: "point", many: "points" },
  "feature-grid/items": { one: "card", many: "cards" },
  "stats/items": { one: "figure", many: "figures" },
  "testimonial-carousel/items": { one: "testimonial", many: "testimonials" },
  "testimonial-list/items": { one: "testimonial", many: "testimonials" },
  "class-timings/physical": { one: "classroom time", many: "classroom times" },
  "class-timings/online": { one: "online time", many: "online times" },
  "course-intro/paragraphs": { one: "paragraph", many: "paragraphs" },
  "course-intro/facts": { one: "fact", many: "facts" },
  "process-steps/steps": { one: "step", many: "steps" },
  "gallery/photos": { one: "photo", many: "photos" },
  "hero-slider/slides": { one: "picture", many: "pictures" },
  "logo-carousel/logos": { one: "logo", many: "logos" },
  "top-courses/courses": { one: "course", many: "courses" },
  "card/logos": { one: "logo", many: "logos" },
  "card/points": { one: "point", many: "points" },
  aliases: { one: "other address", many: "other addresses" },
  openingHours: { one: "line", many: "opening hours" },
  "navigation/items": { one: "link", many: "links of the dropdown" },
  "ownMail/lines": { one: "line", many: "lines of the e-mail" },
  "fields/options/extra": { one: "extra choice", many: "extra choices" },
};

const isIndex = (segment: string | number) => typeof segment === "number" || /^\d+$/.test(segment);

/** What the entries of the list at `path` are called, when this table names them. */
export function listNoun(path: FieldPath, blockType: string | undefined): ListNoun | undefined {
  const keys = path.filter((segment) => !isIndex(segment)).map(String);
  const inBlock = keys[0] === "blocks" && path.length > 2 && blockType !== undefined;
  return NOUNS[inBlock ? [blockType, ...keys.slice(1)].join("/") : keys.join("/")];
}
