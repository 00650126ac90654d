import type {
  BreadcrumbList,
  Course,
  CourseInstance,
  EducationalOrganization,
  FAQPage,
  ItemList,
  Organization,
  Service,
  Thing,
  WithContext,
} from "schema-dts";
import type { CoursePage, PageDocument } from "../generated/page";
import type { PageSiteSettings } from "./site";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { translated } from "virtual:translations";
import { englishPath } from "./translation/languages";
import { catalogue } from "./catalogue/catalogue";
import { faqItems } from "./faq-items";
import { categorySlug } from "./catalogue/course-categories";

type StructuredData = WithContext<Thing>;

/** The schema.org data a page carries for search engines, built from its document alone. */
export function structuredData(document: PageDocument, site: PageSiteSettings): StructuredData[] {
  const url = (path: string) => `${site.url}${path === "/" ? "/" : path}`;
  const provider: Organization = { "@type": "Organization", name: site.brand.name, url: url("/") };
  const data: StructuredData[] = [];

  if (document.path === "/") data.push(organization(site, url("/")));
  if (document.kind === "course") {
    data.push({
      "@context": "https://schema.org",
      "@type": "Course",
      name: document.title,
      description: document.meta.description,
      url: url(document.path),
      provider,
      offers: {
        "@type": "Offer",
        // Google's categories: "Free", "Partially Free", "Subscription" or "Paid". The site shows no
        // price (the specification shows none), and data may mark up only what a visitor sees: a paid
        // course with no price, "contact us for the price", as Google allows.
        category: "Paid",
        priceCurrency: "NPR",
        url: url(document.path),
      },
      hasCourseInstance: courseInstances(document),
    } satisfies WithContext<Course>);
  }
  if (document.kind === "service") {
    data.push({
      "@context": "https://schema.org",
      "@type": "Service",
      name: document.title,
      description: document.meta.description,
      url: url(document.path),
      provider,
      areaServed: { "@type": "Country", name: "Nepal" },
    } satisfies WithContext<Service>);
  }
  const grid = document.blocks.find((block) => block.type === "course-grid");
  if (grid) {
    // What the page lists: a category's courses (those every page names), or the categories.
    const category = grid.category && catalogue.categories.find((c) => c.slug === categorySlug(grid.category!));
    const items = category ? category.courses : catalogue.categories;
    data.push({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: url(item.path),
        name: item.title,
      })),
    } satisfies WithContext<ItemList>);
  }
  const questions = document.blocks.flatMap((block) => (block.type === "faq" ? faqItems(block, document, site) : []));
  if (questions.length > 0) {
    data.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    } satisfies WithContext<FAQPage>);
  }
  if (englishPath(document.path) !== "/") data.push(breadcrumbs(document, site, url));
  return data;
}

function organization(site: PageSiteSettings, home: string): WithContext<EducationalOrganization> {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.brand.name,
    url: home,
    logo: `${site.url}${site.brand.logo.src}`,
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.founded),
    ...(site.address
      ? { address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "NP" } }
      : {}),
    sameAs: site.social.map((profile) => profile.href),
  };
}

/**
 * One instance per way the course is taught: onsite when it has classroom times, online when it has
 * online times; each a weekly schedule of 1.5-hour classes for the course's weeks, `classesPerWeek` times a week.
 */
function courseInstances(document: CoursePage): CourseInstance[] {
  const timings = document.blocks.find((block) => block.type === "class-timings");
  const modes = [
    { mode: "Onsite", slots: timings?.physical ?? [] },
    { mode: "Online", slots: timings?.online ?? [] },
  ].filter(({ slots }) => slots.length > 0);
  const { weeks, classesPerWeek } = document.offer;
  return modes.map(({ mode, slots }) => ({
    "@type": "CourseInstance",
    courseMode: mode,
    // Each class lasts 1.5 hours (the validator holds every slot to 90 minutes).
    courseWorkload: `PT${(weeks * classesPerWeek * 3) / 2}H`,
    // One schedule per class time a student can choose, in Nepal's time (UTC+05:45).
    courseSchedule: slots.map((slot) => ({
      "@type": "Schedule",
      duration: "PT1H30M",
      repeatFrequency: "Weekly",
      repeatCount: weeks,
      startTime: `${slot.start}:00+05:45`,
      endTime: `${slot.end}:00+05:45`,
    })),
  }));
}

function breadcrumbs(
  document: PageDocument,
  site: PageSiteSettings,
  url: (path: string) => string,
): WithContext<BreadcrumbList> {
  const trail = breadcrumbTrail(document, site.words, translated);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}
