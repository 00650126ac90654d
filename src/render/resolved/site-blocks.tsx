import { use } from "react";
import { ChatCta } from "../../blocks/chat-cta/chat-cta";
import { ContactBar } from "../../blocks/contact-bar/contact-bar";
import { CourseNav } from "../../blocks/course-nav/course-nav";
import { FormBlock } from "../../blocks/form/form-block";
import type { BlockProps } from "../../content/blocks";
import { categories } from "../../content/catalogue";
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

/**
 * The course navigation: on a course page, the courses of its category (those every page names,
 * and the page's own) and a link to the category's page; elsewhere, the categories.
 */
export function ResolvedCourseNav({ block }: BlockProps<"course-nav">) {
  const document = use(CurrentDocument);
  const category = categoryOfPage(document);
  if (!document || !category) {
    return <CourseNav block={block} listId="course navigation: categories" courses={categories} />;
  }
  const named = category.courses.some((course) => course.path === document.path);
  return (
    <CourseNav
      block={block}
      listId={`course navigation: ${category.slug}`}
      courses={category.courses}
      current={named ? undefined : { title: document.title, path: document.path }}
      more={[
        { label: `All ${category.count} ${category.title} courses`, href: category.path },
        { label: "Every course", href: "/courses" },
      ]}
    />
  );
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
