import type { BlockProps } from "../../content/blocks";
import { Picture } from "../../ui/picture";
import { SmartLink } from "../../ui/smart-link";
import { ContentText, useTextLanguage } from "../../ui/text-language";

export function Hero({ block }: BlockProps<"hero">) {
  const langOf = useTextLanguage();
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          {block.eyebrow ? (
            <ContentText as="p" className="text-sm font-semibold uppercase tracking-wider text-accent-300">
              {block.eyebrow}
            </ContentText>
          ) : null}
          <ContentText as="h1" className="mt-3 text-3xl font-bold leading-tight sm:text-5xl">
            {block.heading}
          </ContentText>
          <ContentText as="p" className="mt-5 max-w-2xl text-lg text-blue-100">
            {block.text}
          </ContentText>
          {block.action ? (
            <SmartLink href={block.action.href} lang={langOf(block.action.label)} className="btn-accent mt-8">
              {block.action.label}
            </SmartLink>
          ) : null}
        </div>
        {block.image ? <Picture image={block.image} priority className="h-auto w-full rounded-2xl shadow-xl" /> : null}
      </div>
    </section>
  );
}
