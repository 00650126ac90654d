import { useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { loadPart } from "../runtime/load-part";
import { BREAKPOINTS } from "../lib/breakpoints";
import { whenIdle } from "../runtime/when-idle";
import { whenInView } from "../runtime/when-in-view";
import { Icon } from "./icon";
import { useMediaQuery } from "./use-media-query";
import { useSite } from "./site-settings";
import { fillIn } from "../lib/fill-in";
import { useTextLanguage } from "./text-language";

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/** Minimum window widths (px) the number of slides per view can change at: the site's breakpoints. */
type Breakpoint = 0 | (typeof BREAKPOINTS)[keyof typeof BREAKPOINTS];

export interface CarouselLayout {
  spaceBetween: number;
  /** Slides per view from each minimum width (0 = smallest screens). */
  perView: { 0: number } & Partial<Record<Breakpoint, number>>;
  /** Whether Next on the last slide goes back to the first (and Previous on the first to the last). */
  loop: boolean;
}

export interface CarouselProps extends Partial<CarouselLayout> {
  /** What the carousel shows, for screen readers ("Student testimonials"). */
  label: string;
  slides: CarouselSlide[];
  autoplayMs: number;
  /** Autoplay only while this media query matches (e.g. phones only); always when absent. */
  autoplayWhen?: string;
  className?: string;
  /** Where the previous/next buttons sit: under the slides, or over their bottom-right corner. */
  controls?: "below" | "overlay";
}

/**
 * Every carousel of the site: a row of slides the visitor swipes by the browser's own scrolling (scroll
 * snapping, with no script at all), previous/next buttons (never swipe alone), and autoplay that pauses
 * on hover and focus and never runs for visitors who prefer reduced motion.
 *
 * The page draws swiper's own markup, laid out by the site's CSS as swiper lays it out in its CSS mode;
 * swiper (adopt-swiper.ts) takes that markup over where it is once the carousel is near the viewport and
 * the browser idle, or at once when a button is pressed. Nothing is replaced, so a tap as it arrives
 * lands where it was aimed.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  autoplayWhen,
  className,
  controls = "below",
  spaceBetween = 16,
  perView = { 0: 1 },
  loop = true,
}: CarouselProps) {
  const frame = useRef<HTMLDivElement>(null);
  const { words } = useSite();
  const labelId = useId();
  const langOf = useTextLanguage();
  const adopting = useRef<Promise<SwiperInstance | undefined>>(undefined);
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const allowed = useMediaQuery(autoplayWhen ?? "all");
  const shouldPlay = !reducedMotion && allowed && slides.length > 1;
  const layout = { spaceBetween, perView, loop };

  // swiper, once its code has come, unless the carousel is gone by then (the visitor went to another page).
  const adopt = () =>
    (adopting.current ??= loadPart(() => import("./adopt-swiper")).then(({ adoptSwiper }) => {
      if (!frame.current) return undefined;
      const instance = adoptSwiper(frame.current, { autoplayMs, ...layout });
      setSwiper(instance);
      return instance;
    }));

  const onNear = useEffectEvent(() => whenIdle(() => void adopt()));
  useEffect(() => (frame.current ? whenInView(frame.current, onNear, "50% 0px") : undefined), []);
  // Gone with its carousel: swiper's listeners on the window (its breakpoints) go too.
  useEffect(
    () => () => {
      swiper?.destroy(true, false);
    },
    [swiper],
  );
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (shouldPlay) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, shouldPlay]);

  const step = (direction: "prev" | "next") =>
    void adopt().then((instance) => (direction === "prev" ? instance?.slidePrev() : instance?.slideNext()));
  const columns = Object.fromEntries(Object.entries(perView).map(([width, count]) => [`--per-view-${width}`, count]));

  return (
    // A group, not a region (APG's carousel allows either): every carousel sits in a section that is
    // already a region named by the same heading, and two landmarks must not share a name.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={labelId}
      className={className}
      onFocus={() => swiper?.autoplay?.pause()}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && shouldPlay && swiper?.autoplay?.resume()}
    >
      {/* Named by a text of its own, not an attribute, so that its language is said where the page's is not. */}
      <span id={labelId} hidden lang={langOf(label)}>
        {label}
      </span>
      <div
        ref={frame}
        className="swiper carousel-frame"
        style={{ "--gap": `${spaceBetween}px`, ...columns } as CSSProperties}
      >
        {/* Focusable, so that a keyboard scrolls it too (its arrow keys) whatever its slides hold: axe's
            scrollable-region-focusable (WCAG 2.1.1), which jsx-a11y's rule does not know of. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="swiper-wrapper" tabIndex={0}>
          {slides.map((slide) => (
            <div key={slide.key} className="swiper-slide">
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div
        className={
          controls === "below" ? "mt-4 flex justify-center gap-3" : "absolute bottom-4 right-4 z-20 flex gap-3"
        }
      >
        <button
          type="button"
          className="carousel-button"
          onClick={() => step("prev")}
          aria-label={fillIn(words.previous, { what: label })}
        >
          <Icon name="chevron" className="rotate-90" />
        </button>
        <button
          type="button"
          className="carousel-button"
          onClick={() => step("next")}
          aria-label={fillIn(words.next, { what: label })}
        >
          <Icon name="chevron" className="-rotate-90" />
        </button>
      </div>
    </div>
  );
}
