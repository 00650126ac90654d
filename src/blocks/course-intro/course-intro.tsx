import type { MouseEvent } from "react";
import type { BlockProps } from "../../content/blocks";
import { chatMessageFor } from "../../content/chat-message";
import { chatLink } from "../../lib/chat-link";
import type { BlockEntry } from "../../render/block-entry";
import { Icon } from "../../ui/icon";
import { formSectionId } from "../form/form-block";

interface NextSteps {
  /** The page's enrolment form, when it has one. */
  enrol?: string;
  /** A chat with the company, its message naming the course. */
  chat: string;
  /** How to learn the fee (the site publishes no prices). */
  feeNote: string;
}

type CourseIntroProps = BlockProps<"course-intro"> & { next?: NextSteps };

/**
 * A course page's first screen: its title, then what to do next (enrol, or ask on the chat about
 * this course), how to learn the fee, the introduction and the course's facts.
 */
function CourseIntro({ block, next }: CourseIntroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold leading-tight sm:text-5xl">{block.heading}</h1>
        {next ? (
          <>
            <div className="mt-6 flex flex-wrap gap-3">
              {next.enrol ? (
                <a href={`#${next.enrol}`} onClick={focusFirstField} className="btn-accent">
                  Enrol
                </a>
              ) : null}
              <a
                href={next.chat}
                target="_blank"
                rel="noopener noreferrer"
                className="btn border-2 border-white/80 text-white hover:bg-white/10"
              >
                <Icon name="chat" size={20} />
                Ask on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            <p className="mt-4 max-w-3xl text-blue-100">{next.feeNote}</p>
          </>
        ) : null}
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 max-w-3xl text-lg text-blue-100">
            {paragraph}
          </p>
        ))}
        {block.facts ? (
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {block.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">{fact.label}</dt>
                <dd className="mt-1 text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Once the browser has followed the link to the form, its first field takes the focus, so the visitor
 * types at once (with no script, the link still leads there, and Tab starts from there).
 */
function focusFirstField(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(event.currentTarget.hash.slice(1));
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("input, select, textarea")?.focus());
}

/** On a course page, the intro offers the next steps: the page's enrolment form, the chat, the fee. */
export const courseIntro: BlockEntry<"course-intro", CourseIntroProps> = {
  component: CourseIntro,
  resolve: (block, { page, site }) => {
    if (page?.kind !== "course") return { block };
    const enrolment = page.blocks.some((other) => other.type === "form" && other.form === "enrolment");
    return {
      block,
      next: {
        enrol: enrolment ? formSectionId("enrolment") : undefined,
        chat: chatLink(site.chatNumber, chatMessageFor(page, site)),
        feeNote: site.courseFees.note,
      },
    };
  },
};
