import "swiper/css";
import Swiper from "swiper";
import { A11y, Autoplay } from "swiper/modules";
import type { CarouselLayout } from "./carousel";

/**
 * swiper over a carousel's own markup (`.swiper > .swiper-wrapper > .swiper-slide`, drawn by the page)
 * in its CSS mode: the browser's scroll snapping moves the slides, and swiper adds the buttons' steps,
 * autoplay and the slides' labels without replacing or moving any of them. Loaded only once a carousel
 * is near the viewport, or a button is pressed.
 */
export function adoptSwiper(
  frame: HTMLElement,
  { autoplayMs, spaceBetween, perView, loop }: CarouselLayout & { autoplayMs: number },
): Swiper {
  const slides = frame.querySelectorAll(".swiper-slide").length;
  return new Swiper(frame, {
    modules: [A11y, Autoplay],
    cssMode: true,
    // From the last slide on to the first, and back: loop mode would move slides under the visitor's finger.
    rewind: loop && slides > 1,
    spaceBetween,
    slidesPerView: perView[0],
    breakpoints: Object.fromEntries(Object.entries(perView).map(([width, count]) => [width, { slidesPerView: count }])),
    autoplay: { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false, enabled: false },
    a11y: { enabled: true, slideRole: "group", slideLabelMessage: "{{index}} of {{slidesLength}}" },
  });
}
