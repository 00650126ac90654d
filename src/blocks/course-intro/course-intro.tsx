import type { BlockProps } from "../../content/blocks";
import { courseOfPage } from "../../content/catalogue/course-categories";
import { chatMessageFor } from "../../content/chat-message";
import { NEXT_BATCH_ID } from "../../content/next-batch";
import { CourseInquiryButton } from "../../forms/course-inquiry-button";
import type { CoursePage } from "../../generated/page";
import { chatLink } from "../../lib/message-links";
import type { BlockEntry } from "../block-entry";
import { BatchDates } from "../../ui/batch-dates";
import { BatchesOrOffer } from "../../ui/batches-or-offer";
import { Icon } from "../../ui/icon";
import { SmartLink } from "../../ui/smart-link";
import { formStartId } from "../form/form-block";
import { useSite } from "../../ui/site-settings";
import { fillIn } from "../../lib/fill-in";
import { ContentText, useTextLanguage } from "../../ui/text-language";

interface NextSteps {
  /** The page's enrolment form, when it has one. */
  enrol?: string;
  /** A chat with the company, its message naming the course. */
  chat: string;
  /** How to learn the fee (the site publishes no prices). */
  feeNote: string;
  /** Its planned batches; with none, the visitor may ask to be told when one opens. */
  nextBatches: CoursePage["nextBatches"];
  /** The course, as the course inquiry chooses it (its English page's title: what staff read). */
  course: { title: string; category: string };
  /** The course's title as its page says it, in the question the inquiry writes. */
  title: string;
}

type CourseIntroProps = BlockProps<"course-intro"> & { next?: NextSteps };

/**
 * A course page's first screen: its title, then when its next batches start (or, with none planned,
 * "Tell me when the next batch opens", the course inquiry with its question written), what to do next
 * (enrol, or ask on the chat about this course), how to learn the fee, the introduction and the facts.
 */
function CourseIntro({ block, next }: CourseIntroProps) {
  const { words } = useSite();
  const langOf = useTextLanguage();
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="container-page py-12 sm:py-16">
        <ContentText as="h1" className="text-3xl font-bold leading-tight sm:text-5xl">
          {block.heading}
        </ContentText>
        {next ? (
          <>
            <NextBatch next={next} />
            <div className="mt-6 flex flex-wrap gap-3">
              {next.enrol ? (
                <a href={`#${next.enrol}`} className="btn-accent">
                  {words.enrol}
                </a>
              ) : null}
              <SmartLink href={next.chat} className="btn border-2 border-white/80 text-white hover:bg-white/10">
                <Icon name="chat" size={20} />
                {words.askOnWhatsApp}
              </SmartLink>
            </div>
            <p className="mt-4 max-w-3xl text-blue-100">{next.feeNote}</p>
          </>
        ) : null}
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} lang={langOf(paragraph)} className="mt-5 max-w-3xl text-lg text-blue-100">
            {paragraph}
          </p>
        ))}
        {block.facts ? (
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {block.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-white/10 p-4">
                <ContentText as="dt" className="text-sm font-semibold uppercase tracking-wide text-accent-300">
                  {fact.label}
                </ContentText>
                <ContentText as="dd" className="mt-1 text-white">
                  {fact.value}
                </ContentText>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

function NextBatch({ next }: { next: NextSteps }) {
  const { nextBatches, course, title } = next;
  const { words } = useSite();
  return (
    <div id={NEXT_BATCH_ID} className="mt-5 scroll-mt-24">
      <BatchesOrOffer
        nextBatches={nextBatches}
        batches={
          <>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-accent-300">{words.nextBatch}</h2>
            <BatchDates nextBatches={nextBatches} className="mt-1 space-y-1 text-lg text-white" />
          </>
        }
        offer={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-blue-100">
            <p>{words.noBatchYet}</p>
            <CourseInquiryButton
              label={words.tellMeNextBatch}
              className="inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4 hover:decoration-2"
              course={course}
              prefill={{ message: fillIn(words.tellMeNextBatchMessage, { title }) }}
            />
          </div>
        }
      />
    </div>
  );
}

/** On a course page, the intro offers the next steps: the page's enrolment form, the chat, the fee. */
export const courseIntro: BlockEntry<"course-intro", CourseIntroProps> = {
  component: CourseIntro,
  resolve: (block, { page, site, catalogue }) => {
    if (page?.kind !== "course") return { block };
    const enrolment = page.blocks.some((other) => other.type === "form" && other.form === "enrolment");
    const ofPage = courseOfPage(page, catalogue.categories);
    return {
      block,
      next: {
        enrol: enrolment ? formStartId("enrolment") : undefined,
        chat: chatLink(site.chatNumber, chatMessageFor(page, site)),
        feeNote: site.courseFees.note,
        nextBatches: page.nextBatches,
        course: { title: ofPage?.course.title ?? page.title, category: ofPage?.category.title ?? "" },
        title: page.title,
      },
    };
  },
};
