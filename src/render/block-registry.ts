import { lazy, type ComponentType } from "react";
import { Banner } from "../blocks/banner/banner";
import { Gallery } from "../blocks/gallery/gallery";
import { HeroSlider } from "../blocks/hero-slider/hero-slider";
import { LogoCarousel } from "../blocks/logo-carousel/logo-carousel";
import { Stats } from "../blocks/stats/stats";
import { TestimonialCarousel } from "../blocks/testimonial-carousel/testimonial-carousel";
import { TestimonialList } from "../blocks/testimonial-list/testimonial-list";
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
const CourseGrid = lazy(() => import("./resolved/course-grid").then((m) => ({ default: m.ResolvedCourseGrid })));
const ServiceGrid = lazy(() => import("./resolved/service-grid").then((m) => ({ default: m.ResolvedServiceGrid })));
// The search bar (and its inquiry dialog) is on the home page only: no other page carries its code.
const CourseSearch = lazy(() =>
  import("../blocks/course-search/course-search").then((m) => ({ default: m.CourseSearch })),
);
const TopCourses = lazy(() => import("./resolved/top-courses").then((m) => ({ default: m.ResolvedTopCourses })));

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
