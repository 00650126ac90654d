import type { BlockProps } from "../../content/blocks";
import { faqItems } from "../../content/faq-items";
import type { BlockEntry } from "../block-entry";
import { Icon } from "../../ui/icon";
import { Section } from "../../ui/section";
import { ContentText } from "../../ui/text-language";

/**
 * Questions that each open and close on their own, with no script (<details>); the browser also
 * opens one whose answer holds the words a visitor looks for with find-in-page.
 */
function Faq({ block }: BlockProps<"faq">) {
  return (
    <Section heading={block.heading} tone="muted">
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {block.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
              <ContentText as="h3">{item.question}</ContentText>
              <Icon name="chevron" size={20} className="transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5 text-slate-700">
              <ContentText as="p">{item.answer}</ContentText>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** On a course page, the FAQ answers how to learn the fee too. */
export const faq: BlockEntry<"faq"> = {
  component: Faq,
  resolve: (block, { page, site }) => ({ block: { ...block, items: faqItems(block, page, site) } }),
};
