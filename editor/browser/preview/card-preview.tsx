import { useLayoutEffect, useRef, useState } from "react";
import type { CoursePage, ServicePage } from "../../../src/generated/page";
import { catalogue } from "../../../src/content/catalogue/catalogue";
import type { CourseSummary, ServiceSummary } from "../../../src/content/catalogue/course-categories";
import { CourseCard } from "../../../src/ui/course-card";
import { DRAWER_STYLES } from "../../../src/ui/drawer-styles";
import { ServiceCard } from "../../../src/ui/service-card";
import { BlockBoundary } from "./block-boundary";
import { PREVIEW_MARKERS } from "./preview-markers";
import { PreviewScope } from "./preview-scope";

type Kind = (CoursePage | ServicePage)["kind"];
// The site fetches every course's card only where a grid shows them; the editor's preview needs them all.
const [courseSummaries, serviceSummaries] = await Promise.all([catalogue.courses(), catalogue.serviceSummaries()]);
type Summary = CourseSummary | ServiceSummary;

/** More lines than this and a card's title stands out from its neighbours' one or two. */
const MOST_TITLE_LINES = 2;
const LISTS: Record<Kind, { page: string; menu: string; summaries: readonly Summary[] }> = {
  course: { page: "/courses", menu: "Our Courses", summaries: courseSummaries },
  service: { page: "/services", menu: "Our Services", summaries: serviceSummaries },
};
const LABEL = "text-base font-semibold text-slate-600";

/** The card a list of this kind draws (its title one level below the label above it). */
function ListCard({ kind, summary }: { kind: Kind; summary: Summary }) {
  return kind === "course" ? (
    <CourseCard course={summary as CourseSummary} />
  ) : (
    <ServiceCard service={summary as ServiceSummary} />
  );
}

/** How many lines the edited card's title takes as laid out, followed as the frame's width changes. */
function useTitleLines(document: unknown) {
  const cards = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState(0);
  useLayoutEffect(() => {
    const title = cards.current?.querySelector(`[${PREVIEW_MARKERS.scope}] :is(h2, h3)`);
    if (!title) return;
    const measure = () =>
      setLines(Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight)));
    const observer = new ResizeObserver(measure);
    observer.observe(title);
    return () => observer.disconnect();
  }, [document]);
  return [cards, lines] as const;
}

/**
 * A course or service as the lists show it: its card among its neighbours on /courses (or
 * /services), at the frame's width, and its entry in the phone menu as on its own page. A page not
 * in the catalogue yet (a new one) comes last, where its order puts it.
 */
export function CardPreview({ document }: { document: CoursePage | ServicePage }) {
  const { page, menu, summaries } = LISTS[document.kind];
  const edited = { title: document.title, path: document.path, card: document.card } as Summary;
  const list = summaries.filter((other) => other.path !== document.path);
  const at = summaries.findIndex((other) => other.path === document.path);
  list.splice(at < 0 ? list.length : at, 0, edited);
  const index = list.indexOf(edited);
  const [cards, lines] = useTitleLines(document);
  // First, so that a phone's one column starts with it.
  const neighbours = windowAround(list, index, 3).filter((entry) => entry !== edited);

  return (
    <div className="container-page flex flex-col gap-4 py-8">
      <h2 className={LABEL}>On {page}, beside its neighbours</h2>
      <div ref={cards} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <PreviewScope pointers={["/title", "/card"]}>
          <BlockBoundary block={document.card} label="The card">
            <ListCard kind={document.kind} summary={edited} />
          </BlockBoundary>
        </PreviewScope>
        {neighbours.map((entry) => (
          <div key={entry.path} className="opacity-60">
            <ListCard kind={document.kind} summary={entry} />
          </div>
        ))}
      </div>
      {lines > MOST_TITLE_LINES ? (
        <p className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-900">
          The title takes {lines} lines on the card, where the others take one or two. A shorter title keeps the cards
          even.
        </p>
      ) : null}
      <h2 className={`${LABEL} mt-6`}>In the phone menu (More), seen from its own page</h2>
      <div className="w-[280px] max-w-full rounded-lg border border-slate-200 bg-white shadow-lg">
        <div className={DRAWER_STYLES.section}>
          <h3 className={DRAWER_STYLES.heading}>{menu}</h3>
          <ul>
            {windowAround(list, index, 5).map((entry) => {
              const link = (
                <a
                  href={entry.path}
                  aria-current={entry === edited ? "page" : undefined}
                  className={DRAWER_STYLES.link}
                >
                  {entry.title}
                </a>
              );
              return (
                <li key={entry.path}>
                  {entry === edited ? <PreviewScope pointers={["/title"]}>{link}</PreviewScope> : link}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** Up to `size` entries of a list, around the one at `index` (as many before it as the list allows). */
function windowAround<T>(list: readonly T[], index: number, size: number): T[] {
  const start = Math.max(0, Math.min(index - Math.floor((size - 1) / 2), list.length - size));
  return list.slice(start, start + size);
}
