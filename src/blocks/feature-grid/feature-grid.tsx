import type { BlockProps } from "../../content/blocks";
import { ContentIcon } from "../../ui/icon";
import { Section } from "../../ui/section";
import { SmartLink } from "../../ui/smart-link";
import { ContentText, useTextLanguage } from "../../ui/text-language";

export function FeatureGrid({ block }: BlockProps<"feature-grid">) {
  const langOf = useTextLanguage();
  return (
    <Section heading={block.heading} headingLevel={block.headingLevel} intro={block.intro}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <article key={item.title} className="card p-6">
            {item.icon ? (
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ContentIcon icon={item.icon} />
              </span>
            ) : null}
            <ContentText as="h3" className="mt-4 text-lg font-semibold text-slate-900">
              {item.title}
            </ContentText>
            <ContentText as="p" className="mt-2 text-slate-600">
              {item.text}
            </ContentText>
            {item.action ? (
              <SmartLink
                href={item.action.href}
                lang={langOf(item.action.label)}
                className="mt-4 inline-block font-semibold text-brand-700 underline"
              >
                {item.action.label}
              </SmartLink>
            ) : null}
          </article>
        ))}
      </div>
    </Section>
  );
}
