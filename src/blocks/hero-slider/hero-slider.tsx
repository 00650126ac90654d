import type { BlockProps } from "../../content/blocks";
import type { Image } from "../../generated/page";
import { Carousel } from "../../ui/carousel";
import { SmartLink } from "../../ui/smart-link";

export function HeroSlider({ block }: BlockProps<"hero-slider">) {
  return (
    <section className="relative bg-brand-900 text-white">
      <Carousel
        label="Pictures of our institute"
        effect="fade"
        controls="overlay"
        autoplayMs={block.intervalMs}
        slides={block.slides.map((image, index) => ({
          key: image.src,
          content: <Slide image={image} priority={index === 0} />,
        }))}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40"
      />
      <div className="pointer-events-none absolute inset-0 z-10 flex items-center">
        <div className="container-page pointer-events-auto">
          {block.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{block.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{block.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-blue-50">{block.text}</p>
          <SmartLink href={block.action.href} className="btn-accent mt-8">
            {block.action.label}
          </SmartLink>
        </div>
      </div>
    </section>
  );
}

function Slide({ image, priority = false }: { image: Image; priority?: boolean }) {
  return (
    <img
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      className="block h-[560px] w-full object-cover sm:h-[520px]"
    />
  );
}
