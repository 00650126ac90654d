/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schema/ by scripts/gen-types.ts (json-schema-to-typescript).
 * Change the JSON Schema, then run: npm run gen:types -- --write
 */

/**
 * One page of the site. Files in pages/courses/ are courses, files in pages/services/ are services, the rest are pages.
 */
export type PageDocument = Page | CoursePage | ServicePage;
/**
 * The address of the page: / then lowercase words joined by dashes. It must match the file name.
 */
export type RoutePath = string;
/**
 * One section of a page. Its "type" says which kind of block it is.
 */
export type Block =
  | BulletListBlock
  | ChatCtaBlock
  | ClassTimingsBlock
  | CourseGridBlock
  | CourseIntroBlock
  | CourseNavBlock
  | FaqBlock
  | FeatureGridBlock
  | FormBlock
  | HeroBlock
  | ProcessStepsBlock
  | ServiceGridBlock
  | TopCoursesBlock;

/**
 * A page that is neither a course nor a service, such as the home or about page.
 */
export interface Page {
  /**
   * Where the editor finds the rules for this file. Keep it as it is.
   */
  $schema?: string;
  path: RoutePath;
  /**
   * Other addresses that show the same page.
   */
  aliases?: RoutePath[];
  /**
   * What this document is: "page".
   */
  kind: "page";
  /**
   * The display name used in menus, search, lists and the enrolment form's course choices.
   */
  title: string;
  meta: Meta;
  /**
   * Position in lists: smaller numbers come first. Pages without it come last, by title.
   */
  order?: number;
  /**
   * The sections of the page, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * What search engines and link previews show.
 */
export interface Meta {
  /**
   * The browser tab and search result title: at most 60 characters, unique across the site.
   */
  title: string;
  /**
   * The search result summary: at most 160 characters, unique across the site.
   */
  description: string;
  /**
   * Tells search engines whether to list this page. Leave it out for the default.
   */
  robots?: "index, follow" | "noindex, follow" | "noindex, nofollow";
  /**
   * The picture shown when the page is shared (under public/images/).
   */
  image?: string;
}
/**
 * A heading and a list of short points, such as 'What You Will Learn' or the benefits of a course.
 */
export interface BulletListBlock {
  /**
   * The kind of block: always "bullet-list" here.
   */
  type: "bullet-list";
  /**
   * The list title.
   */
  heading: string;
  /**
   * The points, one sentence each.
   *
   * @minItems 1
   *
   * Items: Text shown to visitors, in double quotes.
   */
  items: string[];
}
/**
 * A closing call to action with a button that opens a chat with us on the chat app (in a new tab), with a message already typed.
 */
export interface ChatCtaBlock {
  /**
   * The kind of block: always "chat-cta" here.
   */
  type: "chat-cta";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  text: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  label: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  message: string;
}
/**
 * The 'Available Seat TIME' box: three 90-minute physical class slots and three online ones.
 */
export interface ClassTimingsBlock {
  /**
   * The kind of block: always "class-timings" here.
   */
  type: "class-timings";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Exactly three class times in our classroom.
   *
   * @minItems 3
   * @maxItems 3
   */
  physical: Slot[];
  /**
   * Exactly three live online class times.
   *
   * @minItems 3
   * @maxItems 3
   */
  online: Slot[];
}
/**
 * One class time: when it starts and ends (90 minutes).
 */
export interface Slot {
  /**
   * When the class starts, HH:MM on the 24-hour clock.
   */
  start: string;
  /**
   * When the class ends, HH:MM on the 24-hour clock: 90 minutes after the start.
   */
  end: string;
}
/**
 * A grid with the card of every course, built automatically from the course pages.
 */
export interface CourseGridBlock {
  /**
   * The kind of block: always "course-grid" here.
   */
  type: "course-grid";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  subtitle?: string;
  /**
   * 1 when this grid is the main heading of the page, otherwise 2 (the default).
   */
  headingLevel?: 1 | 2;
}
/**
 * A course page's title (the page's only h1) and its two-paragraph introduction.
 */
export interface CourseIntroBlock {
  /**
   * The kind of block: always "course-intro" here.
   */
  type: "course-intro";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Exactly two paragraphs introducing the course.
   *
   * @minItems 2
   * @maxItems 2
   *
   * Items: Text shown to visitors, in double quotes.
   */
  paragraphs: string[];
  /**
   * Up to four key facts shown under the introduction: duration, schedule, format, prerequisites.
   *
   * @maxItems 4
   */
  facts?: {
    /**
     * Text shown to visitors, in double quotes.
     */
    label: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    value: string;
  }[];
}
/**
 * A list of every course, built automatically from the course pages, so visitors can jump between courses.
 */
export interface CourseNavBlock {
  /**
   * The kind of block: always "course-nav" here.
   */
  type: "course-nav";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
}
/**
 * A 'Frequently Asked Questions' accordion of five or six questions that open one by one.
 */
export interface FaqBlock {
  /**
   * The kind of block: always "faq" here.
   */
  type: "faq";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Five or six questions with their answers.
   *
   * @minItems 5
   * @maxItems 6
   */
  items: {
    /**
     * Text shown to visitors, in double quotes.
     */
    question: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    answer: string;
  }[];
}
/**
 * A heading and a grid of cards, each a title and a short text, such as 'Why choose us'.
 */
export interface FeatureGridBlock {
  /**
   * The kind of block: always "feature-grid" here.
   */
  type: "feature-grid";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  intro?: string;
  /**
   * 1 when this grid is the main heading of the page, otherwise 2 (the default).
   */
  headingLevel?: 1 | 2;
  /**
   * The cards.
   *
   * @minItems 1
   * @maxItems 8
   */
  items: {
    /**
     * Text shown to visitors, in double quotes.
     */
    title: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    text: string;
    /**
     * An optional icon shown on the card.
     */
    icon?:
      | "code"
      | "rocket"
      | "shield"
      | "chart"
      | "users"
      | "cloud"
      | "gear"
      | "star"
      | "target"
      | "globe"
      | "bulb"
      | "heart";
    action?: Link;
  }[];
}
/**
 * An optional link at the bottom of the card.
 */
export interface Link {
  /**
   * Text shown to visitors, in double quotes.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with / (it must exist), or a full https:// address.
   */
  href: string;
}
/**
 * Places one of the site's forms on the page: the enrolment form, the course inquiry, the service inquiry or the career application.
 */
export interface FormBlock {
  /**
   * The kind of block: always "form" here.
   */
  type: "form";
  /**
   * Which form to show. Its fields and messages are defined in pages/_forms/.
   */
  form: "enrolment" | "course-inquiry" | "service-inquiry" | "career";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  intro?: string;
}
/**
 * The top of a page: its main heading (the page's only h1), a sentence or two and an optional button.
 */
export interface HeroBlock {
  /**
   * The kind of block: always "hero" here.
   */
  type: "hero";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  eyebrow?: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  text: string;
  action?: Link1;
  image?: Image;
}
/**
 * An optional button under the text.
 */
export interface Link1 {
  /**
   * Text shown to visitors, in double quotes.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with / (it must exist), or a full https:// address.
   */
  href: string;
}
/**
 * An optional picture beside the text.
 */
export interface Image {
  /**
   * Path of the picture under public/, starting with /images/.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Use "" only for a purely decorative picture.
   */
  alt: string;
  /**
   * Width of the picture in pixels.
   */
  width: number;
  /**
   * Height of the picture in pixels.
   */
  height: number;
}
/**
 * A numbered list of the steps of how we work.
 */
export interface ProcessStepsBlock {
  /**
   * The kind of block: always "process-steps" here.
   */
  type: "process-steps";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * The steps, in order.
   *
   * @minItems 2
   * @maxItems 8
   */
  steps: {
    /**
     * Text shown to visitors, in double quotes.
     */
    title: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    text: string;
  }[];
}
/**
 * A grid with the card of every service, built automatically from the service pages.
 */
export interface ServiceGridBlock {
  /**
   * The kind of block: always "service-grid" here.
   */
  type: "service-grid";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  intro?: string;
  /**
   * 1 when this grid is the main heading of the page, otherwise 2 (the default).
   */
  headingLevel?: 1 | 2;
}
/**
 * A hand-picked list of course cards, then a link to all courses.
 */
export interface TopCoursesBlock {
  /**
   * The kind of block: always "top-courses" here.
   */
  type: "top-courses";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * The paths of the courses to show, in order (at most 15).
   *
   * @minItems 1
   * @maxItems 15
   *
   * Items: The path of a course page of this site.
   */
  courses: string[];
  action: Link2;
}
/**
 * The link under the cards.
 */
export interface Link2 {
  /**
   * Text shown to visitors, in double quotes.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with / (it must exist), or a full https:// address.
   */
  href: string;
}
/**
 * A course page, in pages/courses/.
 */
export interface CoursePage {
  /**
   * Where the editor finds the rules for this file. Keep it as it is.
   */
  $schema?: string;
  path: RoutePath;
  /**
   * Other addresses that show the same page.
   */
  aliases?: RoutePath[];
  /**
   * What this document is: "course".
   */
  kind: "course";
  /**
   * Text shown to visitors, in double quotes.
   */
  title: string;
  meta: Meta;
  card: CourseCard;
  /**
   * Position in lists: smaller numbers come first. Pages without it come last, by title.
   */
  order?: number;
  /**
   * The sections of the page, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * What the course's card shows in course lists.
 */
export interface CourseCard {
  image: Image1;
  /**
   * Exactly three short points about the course.
   *
   * @minItems 3
   * @maxItems 3
   *
   * Items: Text shown to visitors, in double quotes.
   */
  points: string[];
}
/**
 * A picture from the public/ folder, with its size so the page does not jump while it loads.
 */
export interface Image1 {
  /**
   * Path of the picture under public/, starting with /images/.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Use "" only for a purely decorative picture.
   */
  alt: string;
  /**
   * Width of the picture in pixels.
   */
  width: number;
  /**
   * Height of the picture in pixels.
   */
  height: number;
}
/**
 * A service page, in pages/services/.
 */
export interface ServicePage {
  /**
   * Where the editor finds the rules for this file. Keep it as it is.
   */
  $schema?: string;
  path: RoutePath;
  /**
   * Other addresses that show the same page.
   */
  aliases?: RoutePath[];
  /**
   * What this document is: "service".
   */
  kind: "service";
  /**
   * Text shown to visitors, in double quotes.
   */
  title: string;
  meta: Meta;
  card: ServiceCard;
  /**
   * Position in lists: smaller numbers come first. Pages without it come last, by title.
   */
  order?: number;
  /**
   * The sections of the page, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * What the service's card shows in service lists.
 */
export interface ServiceCard {
  image: Image1;
  /**
   * The small icon on the card.
   */
  icon:
    | "code"
    | "rocket"
    | "shield"
    | "chart"
    | "users"
    | "cloud"
    | "gear"
    | "star"
    | "target"
    | "globe"
    | "bulb"
    | "heart";
  /**
   * Text shown to visitors, in double quotes.
   */
  description: string;
}
