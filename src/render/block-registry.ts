import { Banner } from "../blocks/banner/banner";
import { chatCta } from "../blocks/chat-cta/chat-cta";
import { contactBar } from "../blocks/contact-bar/contact-bar";
import { FeatureGrid } from "../blocks/feature-grid/feature-grid";
import { formBlock } from "../blocks/form/form-block";
import { Hero } from "../blocks/hero/hero";
import { ProcessSteps } from "../blocks/process-steps/process-steps";
import type { ReactNode } from "react";
import type { BlockOf, BlockType } from "../content/blocks";
import { lazyBlock, ownBlock, type BlockContext, type BlockEntry } from "../blocks/block-entry";

/**
 * Every block type of the schema has its entry: a missing one is a compile error. (Each entry is a
 * BlockEntry, its resolve checked against its component's props where it is written.)
 */
export type BlockRegistry = {
  [K in BlockType]: {
    component: (props: never) => ReactNode;
    resolve: (block: BlockOf<K>, context: BlockContext) => object;
  };
};

// The blocks only course pages hold load together, on the course pages (no other page carries their code).
const coursePageBlock = <K extends BlockType, P extends object>(
  pick: (blocks: typeof import("../blocks/course-page-blocks")) => BlockEntry<K, P>,
) => lazyBlock(() => import("../blocks/course-page-blocks").then(pick));

export const blockRegistry: BlockRegistry = {
  form: formBlock,
  "bullet-list": coursePageBlock((m) => m.bulletList),
  "class-timings": coursePageBlock((m) => m.classTimings),
  "course-intro": coursePageBlock((m) => m.courseIntro),
  "course-nav": coursePageBlock((m) => m.courseNav),
  faq: coursePageBlock((m) => m.faq),
  banner: ownBlock(Banner),
  "chat-cta": chatCta,
  "contact-bar": contactBar,
  "feature-grid": ownBlock(FeatureGrid),
  hero: ownBlock(Hero),
  "process-steps": ownBlock(ProcessSteps),
  // Grids carry every card of the catalogue: their code and data load only on the pages that show one.
  "course-grid": lazyBlock(() => import("../blocks/course-grid/course-grid").then((m) => m.courseGrid)),
  "service-grid": lazyBlock(() => import("../blocks/service-grid/service-grid").then((m) => m.serviceGrid)),
  "top-courses": lazyBlock(() => import("../blocks/top-courses/top-courses").then((m) => m.topCourses)),
  // The search bar (and its inquiry dialog) is on the home page only: no other page carries its code.
  "course-search": lazyBlock(() =>
    import("../blocks/course-search/course-search").then((m) => ownBlock(m.CourseSearch)),
  ),
  // The contact page's only.
  "contact-details": lazyBlock(() => import("../blocks/contact-details/contact-details").then((m) => m.contactDetails)),
  // Blocks of the home page and /testimonials only: course and service pages never carry their code.
  "hero-slider": lazyBlock(() => import("../blocks/hero-slider/hero-slider").then((m) => ownBlock(m.HeroSlider))),
  stats: lazyBlock(() => import("../blocks/stats/stats").then((m) => ownBlock(m.Stats))),
  gallery: lazyBlock(() => import("../blocks/gallery/gallery").then((m) => ownBlock(m.Gallery))),
  "logo-carousel": lazyBlock(() =>
    import("../blocks/logo-carousel/logo-carousel").then((m) => ownBlock(m.LogoCarousel)),
  ),
  "testimonial-carousel": lazyBlock(() =>
    import("../blocks/testimonial-carousel/testimonial-carousel").then((m) => ownBlock(m.TestimonialCarousel)),
  ),
  "testimonial-list": lazyBlock(() =>
    import("../blocks/testimonial-list/testimonial-list").then((m) => ownBlock(m.TestimonialList)),
  ),
};
