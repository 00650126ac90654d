import { useEffect, useRef, useState } from "react";
import type { BlockProps } from "../../content/blocks";
import { whenInView } from "../../runtime/when-in-view";
import { Section } from "../../ui/section";
import { usePageLanguage } from "../../ui/page-language";
import { countIn } from "../../lib/devanagari-digits";
import { ContentText } from "../../ui/text-language";
import { useSite } from "../../ui/site-settings";

const DURATION_MS = 1500;

/** The company's figures, each drawn from the site's settings, as "1,500+". */
export function Stats({ block }: BlockProps<"stats">) {
  const { figures } = useSite();
  return (
    <Section heading={block.heading} intro={undefined}>
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {block.items.map((item) => (
          <div key={item.title} className="card flex flex-col p-6 text-center">
            <ContentText as="dt" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {item.title}
            </ContentText>
            <dd className="order-first text-3xl font-bold text-brand-700 sm:text-4xl">
              <CountUp value={figures[item.figure]} />+
            </dd>
          </div>
        ))}
      </dl>
      {block.note ? (
        <ContentText as="p" className="mt-8 text-center text-lg font-semibold text-slate-800">
          {block.note}
        </ContentText>
      ) : null}
    </Section>
  );
}

/**
 * Shows the final number in the HTML (for search engines and without JavaScript), then counts up
 * from 0 over about 1.5 s the first time it scrolls into view, unless motion is reduced.
 */
function CountUp({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return undefined;
    let frame = 0;
    setShown(0);
    const stop = whenInView(element, () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS);
        setShown(Math.round(value * (1 - (1 - progress) ** 3)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} data-value={value}>
      {countIn(usePageLanguage(), shown)}
    </span>
  );
}
