import { useId, useRef, useState } from "react";
import type { BlockProps } from "../../content/blocks";
import type { TestimonialCarouselBlock } from "../../generated/page";
import { Icon } from "../../ui/icon";
import { PersonPhoto } from "../../ui/person-photo";
import { Carousel } from "../../ui/carousel";
import { Section } from "../../ui/section";

type Testimonial = TestimonialCarouselBlock["items"][number];

export function TestimonialCarousel({ block }: BlockProps<"testimonial-carousel">) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reading, setReading] = useState<Testimonial>();
  const titleId = useId();
  const readMore = (item: Testimonial) => {
    setReading(item);
    dialog.current?.showModal();
  };

  return (
    <Section heading={block.heading} tone="muted">
      <Carousel
        label={block.heading}
        autoplayMs={block.autoplayMs}
        spaceBetween={30}
        perView={{ 0: 1, 768: 2 }}
        slides={block.items.map((item) => ({
          key: item.name,
          content: (
            <figure className="card flex h-full flex-col p-6">
              <blockquote className="flex-1 text-slate-700">“{item.shortText}”</blockquote>
              <button
                type="button"
                onClick={() => readMore(item)}
                className="mt-3 self-start font-semibold text-brand-700 underline"
              >
                Read More..<span className="sr-only"> from {item.name}</span>
              </button>
              <figcaption className="mt-5 flex items-center gap-3">
                <PersonPhoto image={item.image} />
                <span>
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.course}</span>
                </span>
              </figcaption>
            </figure>
          ),
        }))}
      />
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setReading(undefined)}
        className="w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h3 id={titleId} className="text-xl font-bold text-slate-900">
              {reading ? `${reading.name}, ${reading.course}` : "Testimonial"}
            </h3>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <Icon name="close" />
            </button>
          </div>
          <p className="mt-4 text-slate-700">{reading?.fullText}</p>
        </div>
      </dialog>
    </Section>
  );
}
