import "swiper/css";
import "swiper/css/effect-fade";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Autoplay, EffectFade } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { CarouselLayout, CarouselSlide } from "./carousel";

interface CarouselTrackProps extends CarouselLayout {
  slides: CarouselSlide[];
  autoplayMs: number;
  onReady: (swiper: SwiperInstance) => void;
}

/** The swiper half of a carousel, loaded only once the carousel is near the viewport. */
export default function CarouselTrack({
  slides,
  autoplayMs,
  onReady,
  effect,
  spaceBetween,
  perView,
  loop,
}: CarouselTrackProps) {
  const breakpoints = Object.fromEntries(
    Object.entries(perView).map(([width, count]) => [width, { slidesPerView: count }]),
  );
  return (
    <Swiper
      modules={[A11y, Autoplay, EffectFade]}
      onSwiper={onReady}
      effect={effect}
      fadeEffect={{ crossFade: true }}
      loop={loop && slides.length > 1}
      spaceBetween={spaceBetween}
      slidesPerView={perView[0]}
      breakpoints={breakpoints}
      autoplay={{ delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false, enabled: false }}
      a11y={{ enabled: true, slideRole: "group", slideLabelMessage: "{{index}} of {{slidesLength}}" }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
      ))}
    </Swiper>
  );
}
