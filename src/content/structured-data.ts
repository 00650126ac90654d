import type {
  BreadcrumbList,
  Course,
  EducationalOrganization,
  FAQPage,
  ItemList,
  Organization,
  Service,
  Thing,
  WithContext,
} from "schema-dts";
import type { PageDocument } from "../generated/page";
import type { SiteSettings } from "../generated/site";
import { categories } from "./catalogue";
import { categorySlug } from "./course-categories";

type StructuredData = WithContext<Thing>;

/** The schema.org data a page carries for search engines, built from its document alone. */
export function structuredData(document: PageDocument, site: SiteSettings): StructuredData[] {
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
    const category = grid.category && categories.find((c) => c.slug === categorySlug(grid.category!));
    const items = category ? category.courses : categories;
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
  const questions = document.blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
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
  if (document.path !== "/") data.push(breadcrumbs(document, url));
  return data;
}

function organization(site: SiteSettings, home: string): WithContext<EducationalOrganization> {
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

function breadcrumbs(document: PageDocument, url: (path: string) => string): WithContext<BreadcrumbList> {
  const trail = [{ name: "Home", path: "/" }];
  if (document.kind === "course") trail.push({ name: "Courses", path: "/courses" });
  if (document.kind === "service") trail.push({ name: "Services", path: "/services" });
  trail.push({ name: document.title, path: document.path });
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
