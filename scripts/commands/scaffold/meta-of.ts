import type { Meta } from "../../../src/generated/page.ts";

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/**
 * A search title and a description that already fit the limits (60 and 160 characters) and name the
 * page, so they are unique and a new document validates as written: the author's sentence saying what
 * it offers where it fits, else a placeholder to write.
 */
export function metaOf(title: string, kind: "course" | "service", shortName: string, summary?: string): Meta {
  const candidates =
    kind === "course"
      ? [`${title} Course in Kathmandu | ${shortName}`, `${title} Course | ${shortName}`]
      : [`${title} in Kathmandu, Nepal | ${shortName}`, `${title} in Kathmandu | ${shortName}`];
  const metaTitle =
    [...candidates, `${title} | ${shortName}`].find((c) => c.length <= TITLE_MAX) ?? shorten(title, TITLE_MAX);
  if (summary && summary.length <= DESCRIPTION_MAX) return { title: metaTitle, description: summary };
  const lead = "Replace: one or two sentences (at most 160 characters) that search results show for ";
  return { title: metaTitle, description: `${lead}${shorten(title, DESCRIPTION_MAX - lead.length - 1)}.` };
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
