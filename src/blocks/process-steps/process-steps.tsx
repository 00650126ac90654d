import type { BlockProps } from "../../content/blocks";
import { Section } from "../../ui/section";

export function ProcessSteps({ block }: BlockProps<"process-steps">) {
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
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
