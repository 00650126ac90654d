import { useId, useState } from "react";
import type { BlockProps } from "../../content/blocks";
import { Icon } from "../../ui/icon";
import { PersonPhoto } from "../../ui/person-photo";
import { useSite } from "../../ui/site-settings";
import { usePageLanguage } from "../../ui/page-language";
import { fillIn } from "../../lib/fill-in";
import { numberIn } from "../../lib/devanagari-digits";
import { ContentText, useTextLanguage } from "../../ui/text-language";

export function TestimonialList({ block }: BlockProps<"testimonial-list">) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const { words } = useSite();
  const langOf = useTextLanguage();
  const language = usePageLanguage();
  const needle = query.trim().toLowerCase();
  const shown = block.items.filter((item) => item.course.toLowerCase().includes(needle));

  return (
    <section className="bg-slate-50 py-12 sm:py-16">
      <div className="container-page">
        <ContentText as="h1" className="heading-section sm:text-4xl">
          {block.heading}
        </ContentText>
        {block.intro ? (
          <ContentText as="p" className="mt-3 max-w-3xl text-lg text-slate-600">
            {block.intro}
          </ContentText>
        ) : null}
        <div className="relative mt-8 max-w-xl">
          <label htmlFor={searchId} lang={langOf(block.searchPlaceholder)} className="sr-only">
            {block.searchPlaceholder}
          </label>
          <Icon
            name="search"
            size={20}
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={block.searchPlaceholder}
            lang={langOf(block.searchPlaceholder)}
            className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <p role="status" className="mt-4 text-sm text-slate-600">
          {shown.length === block.items.length
            ? fillIn(words.testimonialsShown, { count: numberIn(language, shown.length) })
            : fillIn(words.testimonialsMatch, {
                shown: numberIn(language, shown.length),
                count: numberIn(language, block.items.length),
                query: query.trim(),
              })}
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={`${item.name}-${item.course}`} className="card flex flex-col p-6">
              <blockquote lang={langOf(item.text)} className="flex-1 text-slate-700">
                “{item.text}”
              </blockquote>
              <div className="mt-5 flex items-center gap-3">
                <PersonPhoto image={item.image} />
                <p>
                  <ContentText className="block font-semibold text-slate-900">{item.name}</ContentText>
                  <ContentText className="block text-sm text-slate-600">{item.course}</ContentText>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {shown.length === 0 ? <p className="mt-6 text-slate-700">{words.noTestimonials}</p> : null}
      </div>
    </section>
  );
}
