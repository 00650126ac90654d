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
  | BannerBlock
  | BulletListBlock
  | ChatCtaBlock
  | ClassTimingsBlock
  | ContactBarBlock
  | CourseGridBlock
  | CourseIntroBlock
  | CourseNavBlock
  | CourseSearchBlock
  | FaqBlock
  | FeatureGridBlock
  | FormBlock
  | GalleryBlock
  | HeroBlock
  | HeroSliderBlock
  | LogoCarouselBlock
  | ProcessStepsBlock
  | ServiceGridBlock
  | StatsBlock
  | TestimonialCarouselBlock
  | TestimonialListBlock
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
 * A wide call-out with a heading, a sentence and a button, such as the internship banner.
 */
export interface BannerBlock {
  /**
   * The kind of block: always "banner" here.
   */
  type: "banner";
  /**
   * The banner's title.
   */
  heading: string;
  /**
   * One or two sentences.
   */
  text: string;
  action: Link;
}
/**
 * The button.
 */
export interface Link {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with / (it must exist), or a full https:// address.
   */
  href: string;
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
 * A thin bar at the very top with the phone, the mailbox and a short message, from the site settings.
 */
export interface ContactBarBlock {
  /**
   * The kind of block: always "contact-bar" here.
   */
  type: "contact-bar";
  /**
   * Text shown to visitors, in double quotes.
   */
  message: string;
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
 * The course search bar: an 'All Courses' list, a search box with suggestions, and the course inquiry button.
 */
export interface CourseSearchBlock {
  /**
   * The kind of block: always "course-search" here.
   */
  type: "course-search";
  /**
   * Text shown to visitors, in double quotes.
   */
  placeholder: string;
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
    action?: Link1;
  }[];
}
/**
 * An optional link at the bottom of the card.
 */
export interface Link1 {
  /**
   * The words on the link or button.
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
 * A slider of photos; on phones it moves by itself.
 */
export interface GalleryBlock {
  /**
   * The kind of block: always "gallery" here.
   */
  type: "gallery";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * The photos, in order.
   *
   * @minItems 1
   * @maxItems 40
   */
  photos: Image[];
  /**
   * How long each photo shows on phones (below 768 px wide), in milliseconds. Wider screens do not move by themselves.
   */
  autoplayMs: number;
}
/**
 * A picture from the public/ folder, with its size so the page does not jump while it loads.
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
  action?: Link2;
  image?: Image1;
}
/**
 * An optional button under the text.
 */
export interface Link2 {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with / (it must exist), or a full https:// address.
   */
  href: string;
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
 * The home page's top: pictures that fade one into the next behind the main heading (the page's only h1) and a button.
 */
export interface HeroSliderBlock {
  /**
   * The kind of block: always "hero-slider" here.
   */
  type: "hero-slider";
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
  /**
   * The pictures that fade one into the next, in order (the first one loads first).
   *
   * @minItems 1
   * @maxItems 5
   */
  slides: Image[];
  action: Link3;
  /**
   * How long each picture shows, in milliseconds.
   */
  intervalMs: number;
}
/**
 * The button under the text.
 */
export interface Link3 {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with / (it must exist), or a full https:// address.
   */
  href: string;
}
/**
 * A moving row of client logos.
 */
export interface LogoCarouselBlock {
  /**
   * The kind of block: always "logo-carousel" here.
   */
  type: "logo-carousel";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * The logos, in order; each logo's alt text is the client's name.
   *
   * @minItems 1
   * @maxItems 40
   */
  logos: Image[];
  /**
   * How long before the row moves on, in milliseconds.
   */
  autoplayMs: number;
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
 * Key figures that count up from zero once they scroll into view, with a closing line.
 */
export interface StatsBlock {
  /**
   * The kind of block: always "stats" here.
   */
  type: "stats";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * The figures.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: {
    /**
     * The number counted up to.
     */
    value: number;
    /**
     * Shown right after the number.
     */
    suffix?: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    title: string;
  }[];
  /**
   * Text shown to visitors, in double quotes.
   */
  note?: string;
}
/**
 * A carousel of student testimonials: a short quote each, with 'Read More..' opening the full text.
 */
export interface TestimonialCarouselBlock {
  /**
   * The kind of block: always "testimonial-carousel" here.
   */
  type: "testimonial-carousel";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * The testimonials.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: {
    /**
     * Text shown to visitors, in double quotes.
     */
    name: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    course: string;
    image?: Image2;
    /**
     * Text shown to visitors, in double quotes.
     */
    shortText: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    fullText: string;
  }[];
  /**
   * How long each slide shows, in milliseconds.
   */
  autoplayMs: number;
}
/**
 * A picture from the public/ folder, with its size so the page does not jump while it loads.
 */
export interface Image2 {
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
 * All student testimonials, with a search box that filters them by course as the visitor types.
 */
export interface TestimonialListBlock {
  /**
   * The kind of block: always "testimonial-list" here.
   */
  type: "testimonial-list";
  /**
   * Text shown to visitors, in double quotes.
   */
  heading: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  intro?: string;
  /**
   * Text shown to visitors, in double quotes.
   */
  searchPlaceholder: string;
  /**
   * The testimonials.
   *
   * @minItems 1
   */
  items: {
    /**
     * Text shown to visitors, in double quotes.
     */
    name: string;
    /**
     * Text shown to visitors, in double quotes.
     */
    course: string;
    image?: Image3;
    /**
     * Text shown to visitors, in double quotes.
     */
    text: string;
  }[];
}
/**
 * A picture from the public/ folder, with its size so the page does not jump while it loads.
 */
export interface Image3 {
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
  action: Link4;
}
/**
 * The link under the cards.
 */
export interface Link4 {
  /**
   * The words on the link or button.
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
  image: Image;
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
  image: Image;
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
