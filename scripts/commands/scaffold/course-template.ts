import type { CoursePage } from "../../../src/generated/page.ts";
import { cardPicture } from "./card-picture.ts";
import { metaOf } from "./meta-of.ts";
import { proposeLogos } from "./propose-logos.ts";
import type { TemplateContext } from "./template-context.ts";

/**
 * A new course page, as a draft, with every block a course page has, in the order the others use.
 * Words that must be written for this course start with "Replace:"; the rest (headings, class
 * times, the format) are the site's usual values and only need checking. The card's marks are
 * those the title names; when it names none, the placeholder fails validation until one is chosen.
 */
export function courseTemplate({
  title,
  slug,
  shortName,
  order,
  category,
  summary,
  batch,
  iconNames,
}: TemplateContext): CoursePage {
  const heading = /\b(training|course)\b/i.test(title) ? title : `${title} Training`;
  const logos = proposeLogos(title, iconNames);
  return {
    $schema: "../../schema/page.schema.json",
    path: `/${slug}`,
    kind: "course",
    // Off the published site until its texts are written and someone publishes it.
    draft: true,
    title,
    order,
    ...(category && { category }),
    meta: metaOf(title, "course", shortName, summary),
    offer: { weeks: 12, classesPerWeek: 3 },
    ...(batch && { nextBatches: { physical: { starts: batch } } }),
    card: {
      image: {
        src: cardPicture("course", slug),
        alt: `Logos of the technologies taught in the ${title} course`,
        width: 640,
        height: 400,
      },
      logos: logos.length > 0 ? logos : ["Replace: the mark of the main technology taught, e.g. logos:react"],
      points: [
        "Replace: first short point, e.g. the main tools",
        "Replace: second short point, e.g. the projects",
        "Replace: third short point, e.g. the duration",
      ],
    },
    blocks: [
      { type: "course-nav", heading: "Our Courses" },
      {
        type: "course-intro",
        heading,
        paragraphs: [
          summary ?? `Replace: what ${title} is, who the course is for and what students can do after it.`,
          "Replace: how classes are taught (small batches, projects, instructors) and what students leave with.",
        ],
        facts: [
          { label: "Duration", value: "Replace: e.g. About 3 months" },
          { label: "Schedule", value: "3–4 sessions a week, 1.5 hours each" },
          { label: "Format", value: "Physical class in Kathmandu or live online" },
          { label: "Prerequisites", value: "Replace: what students should know before joining" },
        ],
      },
      {
        type: "class-timings",
        heading: "Available Seat TIME",
        physical: [
          { start: "07:00", end: "08:30" },
          { start: "08:30", end: "10:00" },
          { start: "15:30", end: "17:00" },
        ],
        online: [
          { start: "07:30", end: "09:00" },
          { start: "12:00", end: "13:30" },
          { start: "18:00", end: "19:30" },
        ],
      },
      {
        type: "bullet-list",
        heading: "What You Will Learn",
        items: [1, 2, 3, 4, 5, 6].map((n) => `Replace: topic ${n}, one sentence`),
      },
      {
        type: "bullet-list",
        heading: "Benefits of This Course",
        items: [1, 2, 3, 4].map((n) => `Replace: benefit ${n}, one sentence`),
      },
      {
        type: "faq",
        heading: "Frequently Asked Questions",
        items: [
          "Do I need any previous experience?",
          "How long is the course and how often are classes?",
          "Do I need my own laptop?",
          "Will I get a certificate?",
          "What can I do after this course?",
        ].map((question) => ({ question, answer: "Replace: a clear answer in one to three sentences." })),
      },
      {
        type: "form",
        form: "enrolment",
        heading: `Enroll in ${title}`,
        intro: "Send us your details and our admissions team will call you to confirm your seat.",
      },
    ],
  };
}
