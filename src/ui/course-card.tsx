import { Link } from "react-router-dom";
import type { CourseSummary } from "../content/catalogue/course-categories";
import { BatchDates } from "./batch-dates";
import { BatchesOrOffer } from "./batches-or-offer";
import { NEXT_BATCH_ID } from "../content/next-batch";
import { DraftMark } from "./draft-mark";
import { Icon } from "./icon";
import { Picture } from "./picture";
import { useSite } from "./site-settings";
import { fillIn } from "../lib/fill-in";
import { useLangFor } from "./text-language";

interface CourseCardProps {
  course: Omit<CourseSummary, "category">;
  sectionLevel?: 1 | 2;
  /** Its picture is the page's main one (the first card of a list that opens the page). */
  priority?: boolean;
  /** How wide its picture is drawn, where its grid is not of three a row (CARD_SIZES). */
  pictureSizes?: string;
}

/** A course in a list: picture, title, three points and a link to its page. */
export function CourseCard({ course, sectionLevel = 2, priority = false, pictureSizes }: CourseCardProps) {
  const { image, points } = course.card;
  const { words } = useSite();
  // One level below the heading of the list it sits in, so no level is skipped.
  const Title = sectionLevel === 1 ? "h2" : "h3";
  // A course not translated into the page's language shows its English title and card.
  const lang = useLangFor()(course.language);
  return (
    <article className="card flex flex-col overflow-hidden">
      <Picture
        image={image}
        priority={priority}
        sizes={pictureSizes}
        lang={lang}
        className="aspect-[8/5] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Title lang={lang} className="text-lg font-semibold text-slate-900">
          {course.title}
          <DraftMark draft={course.draft} />
        </Title>
        <BatchesOrOffer
          nextBatches={course.nextBatches}
          batches={<BatchDates nextBatches={course.nextBatches} className="mt-2 space-y-0.5 text-sm text-brand-800" />}
          offer={
            <Link
              to={`${course.path}#${NEXT_BATCH_ID}`}
              className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              {words.tellMeNextBatch}
              <span className="sr-only">
                {" "}
                (<span lang={lang}>{course.title}</span>)
              </span>
            </Link>
          }
        />
        <ul lang={lang} className="mt-3 flex-1 space-y-2 text-sm text-slate-600">
          {points.map((point) => (
            <li key={point} className="flex gap-2">
              <Icon name="check" size={18} className="text-emerald-600" />
              {point}
            </li>
          ))}
        </ul>
        <Link to={course.path} className="btn-outline mt-5 self-start">
          {words.readMore}
          <span className="sr-only"> {fillIn(words.readMoreAbout, { title: course.title })}</span>
        </Link>
      </div>
    </article>
  );
}
