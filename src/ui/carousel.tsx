import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { loadPart } from "../app/boot/load-part";
import { MARKERS } from "../app/boot/markers";
import { BREAKPOINTS } from "../lib/breakpoints";
import { Icon } from "./icon";
import { useMediaQuery } from "./use-media-query";
import { whenNearAndIdle } from "./when-near-and-idle";
import { whenUntouched } from "./when-untouched";

type TrackComponent = typeof import("./carousel-track").default;

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/** Minimum window widths (px) the number of slides per view can change at: the site's breakpoints. */
type Breakpoint = 0 | (typeof BREAKPOINTS)[keyof typeof BREAKPOINTS];

export interface CarouselLayout {
  effect: "slide" | "fade";
  spaceBetween: number;
  /** Slides per view from each minimum width (0 = smallest screens). */
  perView: { 0: number } & Partial<Record<Breakpoint, number>>;
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
 * Every carousel of the site, with previous/next buttons (never swipe alone) and autoplay that
 * pauses on hover and focus and never runs for visitors who prefer reduced motion.
 *
 * The page first shows (and pre-renders) a still frame laid out exactly like swiper's first view,
 * so nothing moves and no carousel code runs on first load; swiper takes over once the carousel
 * is near the viewport and the browser is idle, or at once when a button is pressed. The slides are
 * swapped only while the visitor is not touching them, so a tap on a slide's link or button as
 * swiper arrives is never lost (the "Read More.." of a testimonial).
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  autoplayWhen,
  className,
  controls = "below",
  effect = "slide",
  spaceBetween = 16,
  perView = { 0: 1 },
  loop = true,
}: CarouselProps) {
  const slidesArea = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<TrackComponent>>(undefined);
  const [Track, setTrack] = useState<TrackComponent>();
  const [waiting, setWaiting] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const pendingStep = useRef<"prev" | "next">(undefined);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const allowed = useMediaQuery(autoplayWhen ?? "all");
  const shouldPlay = !reducedMotion && allowed && slides.length > 1;

  const loadTrack = () =>
    (loading.current ??= loadPart(() => import("./carousel-track")).then((module) => module.default));
  const showTrack = (track: TrackComponent) => setTrack(() => track);

  useEffect(() => {
    const area = slidesArea.current;
    if (!area) return;
    let stopWatching = () => {};
    const arrival = new Promise<TrackComponent>((resolve, reject) => {
      stopWatching = whenNearAndIdle(area, () => loadTrack().then(resolve, reject));
    });
    void arrival.then(() => setWaiting(true));
    const stopWaiting = whenUntouched(area, arrival, showTrack);
    return () => {
      stopWatching();
      stopWaiting();
    };
  }, []);
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (shouldPlay) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, shouldPlay]);

  const onReady = (instance: SwiperInstance) => {
    setSwiper(instance);
    if (pendingStep.current === "prev") instance.slidePrev();
    if (pendingStep.current === "next") instance.slideNext();
  };
  const step = (direction: "prev" | "next") => {
    if (!swiper) {
      pendingStep.current = direction;
      // The press was on the buttons, outside the slides: nothing under a finger is replaced.
      void loadTrack().then(showTrack);
    } else if (direction === "prev") swiper.slidePrev();
    else swiper.slideNext();
  };
  const layout = { effect, spaceBetween, perView, loop };

  return (
    // A group, not a region (APG's carousel allows either): every carousel sits in a section that is
    // already a region named by the same heading, and two landmarks must not share a name.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onFocus={() => swiper?.autoplay?.pause()}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && shouldPlay && swiper?.autoplay?.resume()}
    >
      <div ref={slidesArea} {...(waiting && !Track ? { [MARKERS.waiting]: "" } : {})}>
        {Track ? (
          <Track slides={slides} autoplayMs={autoplayMs} onReady={onReady} {...layout} />
        ) : (
          <StillFrame slides={slides} {...layout} />
        )}
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
          aria-label={`Previous: ${label}`}
        >
          <Icon name="chevron" className="rotate-90" />
        </button>
        <button type="button" className="carousel-button" onClick={() => step("next")} aria-label={`Next: ${label}`}>
          <Icon name="chevron" className="-rotate-90" />
        </button>
      </div>
    </div>
  );
}

/** swiper's first view without swiper: the slides in one row, as many showing as it would show. */
function StillFrame({ slides, effect, spaceBetween, perView }: CarouselLayout & { slides: CarouselSlide[] }) {
  const columns = Object.fromEntries(
    Object.entries(perView).map(([width, count]) => [`--per-view-${width}`, effect === "fade" ? 1 : count]),
  );
  return (
    <div className="carousel-frame" style={{ "--gap": `${spaceBetween}px`, ...columns } as CSSProperties}>
      {slides.map((slide) => (
        <div key={slide.key} className="carousel-slide">
          {slide.content}
        </div>
      ))}
    </div>
  );
}
