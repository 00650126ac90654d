import { use, type ComponentProps } from "react";
import { ChatCta } from "../../blocks/chat-cta/chat-cta";
import { ContactBar } from "../../blocks/contact-bar/contact-bar";
import { CourseNav, type CourseNavGroup } from "../../blocks/course-nav/course-nav";
import { FormBlock } from "../../blocks/form/form-block";
import type { BlockProps } from "../../content/blocks";
import { categories, everyCourseListed, type CatalogueCategory, type CatalogueEntry } from "../../content/catalogue";
import type { MenuCatalogue } from "../../content/navigation";
import { categorySlug, OTHER_CATEGORY } from "../../content/course-categories";
import { site } from "../../content/site";
import type { PageDocument } from "../../generated/page";
import { CurrentDocument } from "../current-document";

/** The category of the page's course, if the page is a course. */
function categoryOfPage(document: PageDocument | null) {
  if (document?.kind !== "course") return undefined;
  const slug = categorySlug(document.category ?? OTHER_CATEGORY);
  return categories.find((category) => category.slug === slug);
}

/** The course navigation, given the page's course and category and what the menus know of the courses. */
export function ResolvedCourseNav({ block }: BlockProps<"course-nav">) {
  const document = use(CurrentDocument);
  const category = categoryOfPage(document);
  const course = document && category ? { title: document.title, path: document.path } : undefined;
  return <CourseNav block={block} {...courseNavOf(course, category, { categories, everyCourseListed })} />;
}

/**
 * On a course page: every course, its own category's first, while the catalogue is small (the
 * site's `listEveryCourseUpTo`); with a large one, the courses its category names on every page
 * and links to the category's page and to every course. The page's own course is added when no
 * list names it (a course being written in the editor). Elsewhere, the categories.
 */
export function courseNavOf(
  course: CatalogueEntry | undefined,
  category: CatalogueCategory | undefined,
  catalogue: MenuCatalogue,
): Omit<ComponentProps<typeof CourseNav>, "block"> {
  if (!course || !category)
    return { groups: [{ listId: "course navigation: categories", courses: catalogue.categories }] };
  const groupOf = ({ slug, title, courses }: CatalogueCategory): CourseNavGroup => ({
    heading: catalogue.everyCourseListed ? title : undefined,
    listId: `course navigation: ${slug}`,
    courses,
  });
  const groups = catalogue.everyCourseListed
    ? [category, ...catalogue.categories.filter((other) => other.slug !== category.slug)].map(groupOf)
    : [groupOf(category)];
  const named = groups.some((group) => group.courses.some((entry) => entry.path === course.path));
  return {
    groups,
    current: named ? undefined : course,
    more: catalogue.everyCourseListed
      ? undefined
      : [
          { label: `All ${category.count} ${category.title} courses`, href: category.path },
          { label: "Every course", href: "/courses" },
        ],
  };
}

/** A form block; on a course page, its course choice selects the page's course. */
export function ResolvedFormBlock({ block }: BlockProps<"form">) {
  const document = use(CurrentDocument);
  const category = categoryOfPage(document);
  return (
    <FormBlock
      block={block}
      course={document && category ? { title: document.title, category: category.title } : undefined}
    />
  );
}

/** The contact bar, given the site's phone number and e-mail address. */
export function ResolvedContactBar({ block }: BlockProps<"contact-bar">) {
  return <ContactBar block={block} phone={site.phone} email={site.email} />;
}

/** The chat call to action, given the site's chat number. */
export function ResolvedChatCta({ block }: BlockProps<"chat-cta">) {
  return <ChatCta block={block} chatNumber={site.chatNumber} />;
}
