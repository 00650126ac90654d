import { useId, useState } from "react";
import type { BlockProps } from "../../content/blocks";
import { Icon } from "../../ui/icon";
import { Section } from "../../ui/section";

export function Faq({ block }: BlockProps<"faq">) {
  return (
    <Section heading={block.heading} tone="muted">
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {block.items.map((item) => (
          <FaqItem key={item.question} question={item.question} answer={item.answer} />
        ))}
      </div>
    </Section>
  );
}

/** One question of the accordion; each opens and closes on its own (disclosure pattern). */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
        >
          {question}
          <Icon
            name="chevron"
            size={20}
            className={open ? "shrink-0 rotate-180 transition-transform" : "shrink-0 transition-transform"}
          />
        </button>
      </h3>
      <div id={id} hidden={!open} className="px-5 pb-5 text-slate-700">
        <p>{answer}</p>
      </div>
    </div>
  );
}
