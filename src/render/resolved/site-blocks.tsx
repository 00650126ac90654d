import { ChatCta } from "../../blocks/chat-cta/chat-cta";
import { ContactBar } from "../../blocks/contact-bar/contact-bar";
import { CourseNav } from "../../blocks/course-nav/course-nav";
import type { BlockProps } from "../../content/blocks";
import { courses } from "../../content/catalogue";
import { site } from "../../content/site";

/** The course navigation, given every course's title and address. */
export function ResolvedCourseNav({ block }: BlockProps<"course-nav">) {
  return <CourseNav block={block} courses={courses} />;
}

/** The contact bar, given the site's phone number and e-mail address. */
export function ResolvedContactBar({ block }: BlockProps<"contact-bar">) {
  return <ContactBar block={block} phone={site.phone} email={site.email} />;
}

/** The chat call to action, given the site's chat number. */
export function ResolvedChatCta({ block }: BlockProps<"chat-cta">) {
  return <ChatCta block={block} chatNumber={site.chatNumber} />;
}
