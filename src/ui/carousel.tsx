import "swiper/css";
import "swiper/css/effect-fade";
import { useEffect, useState, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Autoplay, EffectFade } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { Icon } from "./icon";
import { useMediaQuery } from "./use-media-query";

export interface CarouselProps {
  /** What the carousel shows, for screen readers ("Student testimonials"). */
  label: string;
  slides: { key: string; content: ReactNode }[];
  autoplayMs: number;
  /** Autoplay only while this media query matches (e.g. phones only); always when absent. */
  autoplayWhen?: string;
  effect?: "slide" | "fade";
  spaceBetween?: number;
  /** Slides per view from each minimum width in px (0 = smallest screens). */
  perView?: Record<number, number>;
  loop?: boolean;
  className?: string;
  /** Where the previous/next buttons sit: under the slides, or over their bottom-right corner. */
  controls?: "below" | "overlay";
}

/**
 * Every carousel of the site: swiper with previous/next buttons (never swipe alone), autoplay that
 * pauses on hover and focus and never runs for visitors who prefer reduced motion.
 */
export default function Carousel({
  label,
  slides,
  autoplayMs,
  autoplayWhen,
  effect = "slide",
  spaceBetween = 16,
  perView = { 0: 1 },
  loop = true,
  className,
  controls = "below",
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const allowed = useMediaQuery(autoplayWhen ?? "all");
  const shouldPlay = !reducedMotion && allowed && slides.length > 1;

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (shouldPlay) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, shouldPlay]);

  const pause = () => swiper?.autoplay?.pause();
  const resume = () => shouldPlay && swiper?.autoplay?.resume();
  const breakpoints = Object.fromEntries(
    Object.entries(perView).map(([width, count]) => [width, { slidesPerView: count }]),
  );

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onFocus={pause}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && resume()}
    >
      <Swiper
        modules={[A11y, Autoplay, EffectFade]}
        onSwiper={setSwiper}
        effect={effect}
        fadeEffect={{ crossFade: true }}
        loop={loop && slides.length > 1}
        spaceBetween={spaceBetween}
        slidesPerView={perView[0] ?? 1}
        breakpoints={breakpoints}
        autoplay={{ delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false, enabled: false }}
        a11y={{ enabled: true, slideRole: "group", slideLabelMessage: "{{index}} of {{slidesLength}}" }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
      <div
        className={
          controls === "below" ? "mt-4 flex justify-center gap-3" : "absolute bottom-4 right-4 z-20 flex gap-3"
        }
      >
        <button
          type="button"
          className="carousel-button"
          onClick={() => swiper?.slidePrev()}
          aria-label={`Previous: ${label}`}
        >
          <Icon name="chevron" className="rotate-90" />
        </button>
        <button
          type="button"
          className="carousel-button"
          onClick={() => swiper?.slideNext()}
          aria-label={`Next: ${label}`}
        >
          <Icon name="chevron" className="-rotate-90" />
        </button>
      </div>
    </div>
  );
}
