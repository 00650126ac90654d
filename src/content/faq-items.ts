import type { FaqBlock, PageDocument } from "../generated/page";
import type { SiteSettings } from "../generated/site";

/**
 * The questions a FAQ block shows: its own, and on a course page the fee question (the site's
 * `courseFees`), unless the block asks it already. The page and its FAQPage data list the same.
 */
export function faqItems(
  block: Pick<FaqBlock, "items">,
  page: PageDocument | undefined,
  site: Pick<SiteSettings, "courseFees">,
) {
  const { question, answer } = site.courseFees;
  if (page?.kind !== "course" || block.items.some((item) => item.question === question)) return block.items;
  return [...block.items, { question, answer }];
}
