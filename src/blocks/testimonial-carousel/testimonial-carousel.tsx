import { useId } from "react";
import type { BlockProps } from "../../content/blocks";
import { Carousel } from "../../ui/carousel";
import { Dialog, DialogOpener } from "../../ui/dialog";
import { PersonPhoto } from "../../ui/person-photo";
import { Section } from "../../ui/section";
import { useSite } from "../../ui/site-settings";
import { fillIn } from "../../lib/fill-in";
import { ContentText, useTextLanguage } from "../../ui/text-language";

/** Short testimonials in a carousel; each "Read More.." opens the full text in a dialog, with no script. */
export function TestimonialCarousel({ block }: BlockProps<"testimonial-carousel">) {
  const baseId = useId();
  const { words } = useSite();
  const langOf = useTextLanguage();
  const dialogOf = (index: number) => `${baseId}-full-${index}`;

  return (
    <Section heading={block.heading} tone="muted">
      <Carousel
        label={block.heading}
        autoplayMs={block.autoplayMs}
        spaceBetween={30}
        perView={{ 0: 1, 768: 2 }}
        slides={block.items.map((item, index) => ({
          key: item.name,
          content: (
            <figure className="card flex h-full flex-col p-6">
              <blockquote lang={langOf(item.shortText)} className="flex-1 text-slate-700">
                “{item.shortText}”
              </blockquote>
              <DialogOpener dialog={dialogOf(index)} className="mt-3 self-start font-semibold text-brand-700 underline">
                {words.readFullText}
                <span className="sr-only"> {fillIn(words.readFullTextFrom, { name: item.name })}</span>
              </DialogOpener>
              <figcaption className="mt-5 flex items-center gap-3">
                <PersonPhoto image={item.image} />
                <span>
                  <ContentText className="block font-semibold text-slate-900">{item.name}</ContentText>
                  <ContentText className="block text-sm text-slate-600">{item.course}</ContentText>
                </span>
              </figcaption>
            </figure>
          ),
        }))}
      />
      {block.items.map((item, index) => (
        <Dialog
          key={item.name}
          id={dialogOf(index)}
          title={`${item.name}, ${item.course}`}
          closeLabel={words.close}
          headingLevel={3}
        >
          <ContentText as="p" className="text-slate-700">
            {item.fullText}
          </ContentText>
        </Dialog>
      ))}
    </Section>
  );
}
