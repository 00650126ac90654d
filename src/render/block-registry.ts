import { lazy, type ComponentType } from "react";
import { Banner } from "../blocks/banner/banner";
import { ContactBar } from "../blocks/contact-bar/contact-bar";
import { CourseSearch } from "../blocks/course-search/course-search";
import { Gallery } from "../blocks/gallery/gallery";
import { HeroSlider } from "../blocks/hero-slider/hero-slider";
import { LogoCarousel } from "../blocks/logo-carousel/logo-carousel";
import { Stats } from "../blocks/stats/stats";
import { TestimonialCarousel } from "../blocks/testimonial-carousel/testimonial-carousel";
import { TestimonialList } from "../blocks/testimonial-list/testimonial-list";
import { BulletList } from "../blocks/bullet-list/bullet-list";
import { ChatCta } from "../blocks/chat-cta/chat-cta";
import { ClassTimings } from "../blocks/class-timings/class-timings";
import { CourseIntro } from "../blocks/course-intro/course-intro";
import { CourseNav } from "../blocks/course-nav/course-nav";
import { Faq } from "../blocks/faq/faq";
import { FeatureGrid } from "../blocks/feature-grid/feature-grid";
import { FormBlock } from "../blocks/form/form-block";
import { Hero } from "../blocks/hero/hero";
import { ProcessSteps } from "../blocks/process-steps/process-steps";
import type { BlockProps, BlockType } from "../content/blocks";

// Grids carry every card of the catalogue: their code and data load only on the pages that show one.
const CourseGrid = lazy(() => import("../blocks/course-grid/course-grid").then((m) => ({ default: m.CourseGrid })));
const ServiceGrid = lazy(() => import("../blocks/service-grid/service-grid").then((m) => ({ default: m.ServiceGrid })));
const TopCourses = lazy(() => import("../blocks/top-courses/top-courses").then((m) => ({ default: m.TopCourses })));

/** Every block type of the schema has its component: a missing one is a compile error. */
export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps<K>> };

export const blockRegistry: BlockRegistry = {
  banner: Banner,
  "contact-bar": ContactBar,
  "course-search": CourseSearch,
  gallery: Gallery,
  "hero-slider": HeroSlider,
  "logo-carousel": LogoCarousel,
  stats: Stats,
  "testimonial-carousel": TestimonialCarousel,
  "testimonial-list": TestimonialList,
  "bullet-list": BulletList,
  "chat-cta": ChatCta,
  "class-timings": ClassTimings,
  "course-grid": CourseGrid,
  "course-intro": CourseIntro,
  "course-nav": CourseNav,
  faq: Faq,
  "feature-grid": FeatureGrid,
  form: FormBlock,
  hero: Hero,
  "process-steps": ProcessSteps,
  "service-grid": ServiceGrid,
  "top-courses": TopCourses,
};
