import type { CSSProperties } from "react";
import type { BlockProps } from "../../content/blocks";
import type { Image } from "../../generated/page";
import { Picture } from "../../ui/picture";
import { SmartLink } from "../../ui/smart-link";
import { heroFade } from "./hero-fade";
import { useSite } from "../../ui/site-settings";
import { ContentText, useTextLanguage } from "../../ui/text-language";

/**
 * The home page's top: pictures that fade one into the next by CSS alone, from the first paint,
 * with no script (paused for visitors who prefer reduced motion, or by the Pause box).
 */
export function HeroSlider({ block }: BlockProps<"hero-slider">) {
  const { words } = useSite();
  const langOf = useTextLanguage();
  const moving = block.slides.length > 1;
  return (
    <section className="hero relative bg-brand-900 text-white">
      <div className="relative h-[560px] overflow-hidden sm:h-[520px]">
        {block.slides.map((image, index) => (
          <Slide
            key={image.src}
            image={image}
            priority={index === 0}
            style={moving ? heroFade(index, block.slides.length, block.intervalMs) : undefined}
          />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40"
      />
      <div className="pointer-events-none absolute inset-0 z-10 flex items-center">
        <div className="container-page pointer-events-auto">
          {block.eyebrow ? (
            <ContentText as="p" className="text-sm font-semibold uppercase tracking-wider text-accent-300">
              {block.eyebrow}
            </ContentText>
          ) : null}
          <ContentText as="h1" className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
            {block.heading}
          </ContentText>
          <ContentText as="p" className="mt-5 max-w-2xl text-lg text-blue-50">
            {block.text}
          </ContentText>
          <SmartLink href={block.action.href} lang={langOf(block.action.label)} className="btn-accent mt-8">
            {block.action.label}
          </SmartLink>
        </div>
      </div>
      {moving ? (
        <label className="hero-pause absolute right-3 top-3 z-20 sm:(bottom-4 right-4 top-auto) inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-white/60 bg-brand-900/70 px-4 text-sm font-semibold">
          <input type="checkbox" />
          {words.pausePictures}
        </label>
      ) : null}
    </section>
  );
}

function Slide({ image, priority, style }: { image: Image; priority: boolean; style?: CSSProperties }) {
  return (
    <Picture
      image={image}
      alt=""
      priority={priority}
      style={style}
      className="hero-slide absolute inset-0 h-full w-full object-cover"
    />
  );
}
