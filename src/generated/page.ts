/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schema/ by scripts/commands/gen-types.ts (json-schema-to-typescript).
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
  | ContactDetailsBlock
  | CourseGridBlock
  | CourseIntroBlock
  | CourseNavBlock
  | CourseSearchBlock
  | FaqBlock
  | FeatureGridBlock
  | FormBlock
  | GalleryBlock
  | HeroSliderBlock
  | HeroBlock
  | LogoCarouselBlock
  | ProcessStepsBlock
  | ServiceGridBlock
  | StatsBlock
  | TestimonialCarouselBlock
  | TestimonialListBlock
  | TopCoursesBlock;
/**
 * A line icon from Lucide (https://lucide.dev/icons/): "lucide:" and the icon's name. The validator checks that the icon exists.
 */
export type LucideIconName = string;
/**
 * One of the site's forms, by the name of its file in pages/_forms/.
 */
export type FormId = "enrolment" | "course-inquiry" | "service-inquiry" | "career";
/**
 * A technology's mark: the set ("logos" or "devicon"), a colon and the icon's name as the Iconify site shows it. The validator checks that the icon exists.
 */
export type TechMarkName = string;

/**
 * A page that is neither a course nor a service, such as the home or about page.
 */
export interface Page {
  /**
   * Where the editor finds the rules for this file. Keep it as it is.
   */
  $schema?: string;
  /**
   * The address of this page on the site: / then lowercase words joined by dashes. The file is named after it (pages/courses/python-training.json is "/python-training"): changed in the page editor, the file is renamed and links to the old address follow.
   */
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
  /**
   * What search engines and link previews show for this page: a title of at most 60 characters and a description of at most 160, both different from every other page's.
   */
  meta: Meta;
  /**
   * Position in lists: smaller numbers come first. Pages without it come last, by title.
   */
  order?: number;
  /**
   * true while the page is being written: the built site leaves it out of every route, list, menu, search, sitemap and form choice, and the dev server shows it with a Draft ribbon. Texts still starting with "Replace:" are warnings in a draft and errors in a published page. Remove this field to publish the page.
   */
  draft?: boolean;
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
   * A picture of 1200 by 630 pixels under public/images/ to show when the page is shared, in place of the card the build draws from the page (its title or heading and the brand). Usually left out.
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
  /**
   * The button.
   */
  action: Link;
}
/**
 * A link or button: the words on it and where it goes.
 */
export interface Link {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where the link goes: a page of this site starting with / (the page must exist), a full https:// address, or a tel: or mailto: link.
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
   * Items: Text shown to visitors.
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
   * The section title.
   */
  heading: string;
  /**
   * One or two sentences.
   */
  text: string;
  /**
   * The words on the button.
   */
  label: string;
  /**
   * The message already typed in the chat when it opens.
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
   * The box title.
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
   * A short line shown beside the contacts.
   */
  message: string;
}
/**
 * How to reach the office, from the site settings: the address and a link to it on a map, the opening hours, the admissions phone, WhatsApp and e-mail.
 */
export interface ContactDetailsBlock {
  /**
   * The kind of block: always "contact-details" here.
   */
  type: "contact-details";
  /**
   * The heading above the contact details.
   */
  heading: string;
  /**
   * A line under the heading.
   */
  intro?: string;
}
/**
 * The courses, built automatically from the course pages: by category, the first cards of each with a link to the category's page; or, given a category, every course of it.
 */
export interface CourseGridBlock {
  /**
   * The kind of block: always "course-grid" here.
   */
  type: "course-grid";
  /**
   * The section title.
   */
  heading: string;
  /**
   * A sentence under the title.
   */
  subtitle?: string;
  /**
   * 1 when this grid is the main heading of the page, otherwise 2 (the default).
   */
  headingLevel?: 1 | 2;
  /**
   * Show only this category's courses (its name, as the courses give it). The site makes one such page per category at /courses/<category>.
   */
  category?: string;
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
   * The course title, shown as the main heading.
   */
  heading: string;
  /**
   * Exactly two paragraphs introducing the course.
   *
   * @minItems 2
   * @maxItems 2
   *
   * Items: Text shown to visitors.
   */
  paragraphs: string[];
  /**
   * Up to four key facts shown under the introduction: duration, schedule, format, prerequisites.
   *
   * @maxItems 4
   */
  facts?: {
    /**
     * What the fact is about.
     */
    label: string;
    /**
     * The fact itself.
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
   * The list title.
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
   * The words inside the empty search box.
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
   * The section title.
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
     * The question, as a visitor would ask it.
     */
    question: string;
    /**
     * A clear, complete answer.
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
   * The section title.
   */
  heading: string;
  /**
   * An optional sentence under the title.
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
     * The card title.
     */
    title: string;
    /**
     * One or two sentences.
     */
    text: string;
    /**
     * An optional icon shown on the card: a Lucide icon, written lucide: and its name, such as lucide:code (https://lucide.dev/icons/).
     */
    icon?: LucideIconName;
    /**
     * An optional link at the bottom of the card.
     */
    action?: Link;
  }[];
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
  form: FormId;
  /**
   * The title above the form.
   */
  heading: string;
  /**
   * An optional sentence under the title.
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
   * The section title.
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
   * What the picture shows, for people who cannot see it. It may be "" only when "decorative" is true.
   */
  alt: string;
  /**
   * Set to true for a picture that is only decoration (screen readers skip it); its "alt" is then "". Leave it out for every other picture.
   */
  decorative?: boolean;
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
   * The main heading of the page.
   */
  heading: string;
  /**
   * A short line shown above the heading.
   */
  eyebrow?: string;
  /**
   * One or two sentences under the heading.
   */
  text: string;
  /**
   * The pictures that fade one into the next, in order (the first one loads first).
   *
   * @minItems 1
   * @maxItems 5
   */
  slides: Image[];
  /**
   * The button under the text.
   */
  action: Link;
  /**
   * How long each picture shows, in milliseconds.
   */
  intervalMs: number;
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
   * The main heading of the page, shown large at the top.
   */
  heading: string;
  /**
   * A short line shown above the heading.
   */
  eyebrow?: string;
  /**
   * One or two sentences under the heading.
   */
  text: string;
  /**
   * An optional button under the text.
   */
  action?: Link;
  /**
   * An optional picture beside the text, a file under public/images/.
   */
  image?: Image;
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
   * The section title.
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
   * The section title.
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
     * The step name.
     */
    title: string;
    /**
     * What happens in this step.
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
   * The section title.
   */
  heading: string;
  /**
   * An optional sentence under the title.
   */
  intro?: string;
  /**
   * 1 when this grid is the main heading of the page, otherwise 2 (the default).
   */
  headingLevel?: 1 | 2;
}
/**
 * The company's key figures (the site settings' "figures", and the years since it was founded), counting up from zero once they scroll into view, with a closing line.
 */
export interface StatsBlock {
  /**
   * The kind of block: always "stats" here.
   */
  type: "stats";
  /**
   * The section title.
   */
  heading: string;
  /**
   * The figures, each drawn from the site settings.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: {
    /**
     * Which of the company's figures (pages/_site.json's "figures"; the years of experience counted from "founded" at each build), shown as the number and "+".
     */
    figure: "students" | "internshipPlacements" | "yearsOfExperience" | "teachers" | "clients";
    /**
     * What the number counts.
     */
    title: string;
  }[];
  /**
   * A line under the figures.
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
   * The section title.
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
     * The student's name.
     */
    name: string;
    /**
     * The course the student took.
     */
    course: string;
    /**
     * The student's photo; leave it out to show a placeholder icon.
     */
    image?: Image;
    /**
     * A sentence or two shown on the card.
     */
    shortText: string;
    /**
     * The whole testimonial, shown by 'Read More..'.
     */
    fullText: string;
  }[];
  /**
   * How long each slide shows, in milliseconds.
   */
  autoplayMs: number;
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
   * The section title (the page's main heading).
   */
  heading: string;
  /**
   * A sentence under the title.
   */
  intro?: string;
  /**
   * The words inside the empty search box.
   */
  searchPlaceholder: string;
  /**
   * The testimonials.
   *
   * @minItems 1
   */
  items: {
    /**
     * The student's name.
     */
    name: string;
    /**
     * The course the student took.
     */
    course: string;
    /**
     * The student's photo; leave it out to show a placeholder icon.
     */
    image?: Image;
    /**
     * The testimonial.
     */
    text: string;
  }[];
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
   * The section title.
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
  /**
   * The link under the cards.
   */
  action: Link;
}
/**
 * A course page, in pages/courses/.
 */
export interface CoursePage {
  /**
   * Where the editor finds the rules for this file. Keep it as it is.
   */
  $schema?: string;
  /**
   * The address of this page on the site: / then lowercase words joined by dashes. The file is named after it (pages/courses/python-training.json is "/python-training"): changed in the page editor, the file is renamed and links to the old address follow.
   */
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
   * The display name used in menus, search, lists and the enrolment form's course choices.
   */
  title: string;
  /**
   * What search engines and link previews show for this page: a title of at most 60 characters and a description of at most 160, both different from every other page's.
   */
  meta: Meta;
  /**
   * How long the course runs, for Google's course results: how many weeks and classes a week. No price: the site shows none, so search results say to contact us for the price.
   */
  offer: CourseOffer;
  /**
   * The next batch of each class type, if one is planned: shown near the top of the page and on its card with the date in both calendars, until the day it starts. With none planned, the page offers to tell the visitor when one opens.
   */
  nextBatches?: {
    /**
     * The next batch in the classroom.
     */
    physical?: NextBatch;
    /**
     * The next batch online, live.
     */
    online?: NextBatch;
  };
  /**
   * What this course's card shows on /courses, the home page and other course lists: a picture, the marks of its technologies and exactly three short points.
   */
  card: CourseCard;
  /**
   * Position in lists: smaller numbers come first. Pages without it come last, by title.
   */
  order?: number;
  /**
   * The group this course is listed in: /courses shows the courses by group, each group has its own page (“Web Development” is /courses/web-development), and the drawer, the course navigation and the forms' course choices go by group. Courses without one are listed under “Other Courses”.
   */
  category?: string;
  /**
   * true while the page is being written: the built site leaves it out of every route, list, menu, search, sitemap and form choice, and the dev server shows it with a Draft ribbon. Texts still starting with "Replace:" are warnings in a draft and errors in a published page. Remove this field to publish the page.
   */
  draft?: boolean;
  /**
   * The sections of the page, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * How long the course runs. Classes last 1.5 hours, as in the class times; whether it is taught in the classroom, online or both follows from the class times too.
 */
export interface CourseOffer {
  /**
   * How many weeks the course lasts from the first class to the last: about 4 weeks a month, so 12 for about 3 months.
   */
  weeks: number;
  /**
   * How many classes a week a student attends.
   */
  classesPerWeek: number;
}
/**
 * A batch planned to start.
 */
export interface NextBatch {
  /**
   * The day its first class is, as year-month-day.
   */
  starts: string;
  /**
   * How many seats are still free, if the staff want it shown.
   */
  seatsLeft?: number;
}
/**
 * What the course's card shows in course lists.
 */
export interface CourseCard {
  /**
   * The card picture, a file under public/images/courses/, with "alt" saying what it shows. 640 by 400 pixels suits the cards.
   */
  image: Image;
  /**
   * One to three marks of the technologies the course teaches, drawn on the card picture, the most important first. Each is an icon name such as logos:react, from the logos set (https://icon-sets.iconify.design/logos/), or from devicon (https://icon-sets.iconify.design/devicon/) where logos has none.
   *
   * @minItems 1
   * @maxItems 3
   */
  logos: TechMarkName[];
  /**
   * Exactly three short points about the course.
   *
   * @minItems 3
   * @maxItems 3
   *
   * Items: Text shown to visitors.
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
  /**
   * The address of this page on the site: / then lowercase words joined by dashes. The file is named after it (pages/courses/python-training.json is "/python-training"): changed in the page editor, the file is renamed and links to the old address follow.
   */
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
   * The display name used in menus, search, lists and the enrolment form's course choices.
   */
  title: string;
  /**
   * What search engines and link previews show for this page: a title of at most 60 characters and a description of at most 160, both different from every other page's.
   */
  meta: Meta;
  /**
   * What this service's card shows on /services and the home page: a picture, a small icon and one sentence.
   */
  card: ServiceCard;
  /**
   * Position in lists: smaller numbers come first. Pages without it come last, by title.
   */
  order?: number;
  /**
   * true while the page is being written: the built site leaves it out of every route, list, menu, search, sitemap and form choice, and the dev server shows it with a Draft ribbon. Texts still starting with "Replace:" are warnings in a draft and errors in a published page. Remove this field to publish the page.
   */
  draft?: boolean;
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
  /**
   * The card picture, a file under public/images/services/, with "alt" saying what it shows. 640 by 400 pixels suits the cards.
   */
  image: Image;
  /**
   * The icon on the card, also drawn large on its picture: a Lucide icon that says what the service is, written lucide: and its name, such as lucide:code (https://lucide.dev/icons/).
   */
  icon: LucideIconName;
  /**
   * One short sentence about the service.
   */
  description: string;
}
