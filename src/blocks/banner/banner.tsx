import type { BlockProps } from "../../content/blocks";
import { SmartLink } from "../../ui/smart-link";
import { ContentText, useTextLanguage } from "../../ui/text-language";

export function Banner({ block }: BlockProps<"banner">) {
  const langOf = useTextLanguage();
  return (
    <section className="bg-white py-12">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <ContentText as="h2" className="text-2xl font-bold">
              {block.heading}
            </ContentText>
            <ContentText as="p" className="mt-2 max-w-2xl text-blue-50">
              {block.text}
            </ContentText>
          </div>
          <SmartLink href={block.action.href} lang={langOf(block.action.label)} className="btn-accent shrink-0">
            {block.action.label}
          </SmartLink>
        </div>
      </div>
    </section>
  );
}
