import type { ComponentType } from "react";
import { lazyPart } from "../app/boot/lazy-part";
import { Banner } from "../blocks/banner/banner";
import { BulletList } from "../blocks/bullet-list/bullet-list";
import { ClassTimings } from "../blocks/class-timings/class-timings";
import { CourseIntro } from "../blocks/course-intro/course-intro";
import { Faq } from "../blocks/faq/faq";
import { FeatureGrid } from "../blocks/feature-grid/feature-grid";
import { Hero } from "../blocks/hero/hero";
import { ProcessSteps } from "../blocks/process-steps/process-steps";
import type { BlockProps, BlockType } from "../content/blocks";
import { ResolvedChatCta, ResolvedContactBar, ResolvedCourseNav, ResolvedFormBlock } from "./resolved/site-blocks";

// Grids carry every card of the catalogue: their code and data load only on the pages that show one.
// Blocks that show the catalogue or the site settings are given them by a resolved wrapper (resolved/).
const CourseGrid = lazyPart(() => import("./resolved/course-grid").then((m) => m.ResolvedCourseGrid));
const ServiceGrid = lazyPart(() => import("./resolved/service-grid").then((m) => m.ResolvedServiceGrid));
// The search bar (and its inquiry dialog) is on the home page only: no other page carries its code.
const CourseSearch = lazyPart(() => import("../blocks/course-search/course-search").then((m) => m.CourseSearch));
const TopCourses = lazyPart(() => import("./resolved/top-courses").then((m) => m.ResolvedTopCourses));
// Blocks of the home page and /testimonials only: course and service pages never carry their code. The
// pre-rendered HTML stays the working page while one loads (React hydrates it once it has arrived).
const HeroSlider = lazyPart(() => import("../blocks/hero-slider/hero-slider").then((m) => m.HeroSlider));
const Stats = lazyPart(() => import("../blocks/stats/stats").then((m) => m.Stats));
const Gallery = lazyPart(() => import("../blocks/gallery/gallery").then((m) => m.Gallery));
const LogoCarousel = lazyPart(() => import("../blocks/logo-carousel/logo-carousel").then((m) => m.LogoCarousel));
const TestimonialCarousel = lazyPart(() =>
  import("../blocks/testimonial-carousel/testimonial-carousel").then((m) => m.TestimonialCarousel),
);
const TestimonialList = lazyPart(() =>
  import("../blocks/testimonial-list/testimonial-list").then((m) => m.TestimonialList),
);

/** Every block type of the schema has its component: a missing one is a compile error. */
export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps<K>> };

export const blockRegistry: BlockRegistry = {
  banner: Banner,
  "contact-bar": ResolvedContactBar,
  "course-search": CourseSearch,
  gallery: Gallery,
  "hero-slider": HeroSlider,
  "logo-carousel": LogoCarousel,
  stats: Stats,
  "testimonial-carousel": TestimonialCarousel,
  "testimonial-list": TestimonialList,
  "bullet-list": BulletList,
  "chat-cta": ResolvedChatCta,
  "class-timings": ClassTimings,
  "course-grid": CourseGrid,
  "course-intro": CourseIntro,
  "course-nav": ResolvedCourseNav,
  faq: Faq,
  "feature-grid": FeatureGrid,
  form: ResolvedFormBlock,
  hero: Hero,
  "process-steps": ProcessSteps,
  "service-grid": ServiceGrid,
  "top-courses": TopCourses,
};
