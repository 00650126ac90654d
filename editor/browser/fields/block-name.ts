import type { Block } from "../../../src/generated/page.ts";

/**
 * Every kind of block by what it is for, as an author calls it. The schemas' titles name types
 * for the code ("FaqBlock"), and "type" is the file's key ("faq"); a form speaks of neither. A
 * mapped type, so a new kind of block without a name here does not compile.
 */
const BLOCK_NAMES: { [K in Block["type"]]: string } = {
  banner: "Banner",
  "bullet-list": "List of points",
  "chat-cta": "Chat invitation",
  "class-timings": "Class timings",
  "contact-bar": "Contact bar",
  "contact-details": "Contact details",
  "course-grid": "All courses",
  "course-intro": "Course introduction",
  "course-nav": "Course navigation",
  "course-search": "Course search",
  faq: "Frequently asked questions",
  "feature-grid": "Feature cards",
  form: "Form",
  gallery: "Photo gallery",
  hero: "Page top",
  "hero-slider": "Page top with pictures",
  "logo-carousel": "Client logos",
  "process-steps": "Steps of how we work",
  "service-grid": "All services",
  stats: "Key figures",
  "testimonial-carousel": "Testimonial carousel",
  "testimonial-list": "All testimonials",
  "top-courses": "Featured courses",
};

/** A kind of block by its name ("faq" is "Frequently asked questions"); an unknown kind as it is written. */
export function blockName(type: unknown): string {
  return typeof type === "string" && Object.hasOwn(BLOCK_NAMES, type)
    ? BLOCK_NAMES[type as Block["type"]]
    : String(type ?? "Section");
}
