import type { BlockProps } from "../../content/blocks";
import { Section } from "../../ui/section";
import { ContentText } from "../../ui/text-language";
import { useSite } from "../../ui/site-settings";
import { usePageLanguage } from "../../ui/page-language";
import { fillIn } from "../../lib/fill-in";
import { numberIn } from "../../lib/devanagari-digits";

export function ProcessSteps({ block }: BlockProps<"process-steps">) {
  const { words } = useSite();
  const language = usePageLanguage();
  return (
    <Section heading={block.heading} tone="muted">
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-5">
        {block.steps.map((step, index) => (
          <li key={step.title} className="card p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">
              <span className="sr-only">{fillIn(words.stepNumber, { number: numberIn(language, index + 1) })} </span>
              <ContentText>{step.title}</ContentText>
            </h3>
            <ContentText as="p" className="mt-2 text-sm text-slate-600">
              {step.text}
            </ContentText>
          </li>
        ))}
      </ol>
    </Section>
  );
}
