import { useEffect, useState, type ReactNode } from "react";
import type { FieldProblem, Standing } from "../../documents/storage-contract";
import { usePublishing } from "./going-live/publishing";
import { useSiteUpdated } from "./going-live/use-site-updated";

type Page = Record<string, unknown> & { kind?: unknown; path?: unknown; draft?: unknown };

interface PublishControlProps {
  file: string;
  /** The document as it is in the form. */
  data: unknown;
  /** The document as it is on disk. */
  saved: unknown;
  problems: readonly FieldProblem[];
  checked: boolean;
  /** Where the saved document stands against what the site is built from; undefined until known. */
  standing: Standing | undefined;
  /** Marks the document a draft, or takes the mark off (document-actions.ts). */
  onDraftMark: (draft: boolean) => void;
  onSave: () => void;
}

const isDraft = (data: unknown) => (data as Page | null)?.draft === true;

/**
 * What visitors see of the page, in one meaning: a draft page is left out of the site whatever its
 * branch; a finished one is on the site only where the site is built from it (standing). Its finished
 * state is named apart ("Not finished", "Ready to publish"), and Mark as finished, which takes the
 * draft mark off and saves, waits, saying why, until every text is written and no error remains, so
 * a page never goes live half-written. Publish is the draft's (DraftBar, on a git host): while it
 * puts this page on the site, the bar says so, and once live, since when.
 */
export function PublishControl({
  file,
  data,
  saved,
  problems,
  checked,
  standing,
  onDraftMark,
  onSave,
}: PublishControlProps) {
  const [finishing, setFinishing] = useState(false);
  const publishing = usePublishing()?.publishing;
  // On a git host, a page on the site says since when: the time the live site was built.
  const onTheSite = publishing !== undefined && (standing === "same" || standing === "changed");
  const siteUpdated = useSiteUpdated(onTheSite);
  const going = publishing?.kind === "going" ? publishing : undefined;
  const page = (data ?? {}) as Page;
  const kind = typeof page.kind === "string" ? page.kind : "page";
  const at = typeof page.path === "string" ? ` at ${page.path}` : "";

  // Save runs on the data as it is rendered, so it waits for the render without the draft mark.
  useEffect(() => {
    if (!finishing || isDraft(data)) return;
    setFinishing(false);
    onSave();
  }, [finishing, data, onSave]);

  if (isDraft(data)) {
    const toWrite = problems.filter((problem) => problem.code === "unwrittenText").length;
    const errors = problems.filter((problem) => problem.severity === "error").length;
    // Starting text a new course took from another: the author's to check, never a reason to wait.
    const borrowed = problems.filter((problem) => problem.code === "sameWordsAsCourse").length;
    const reason = !checked
      ? "Checking the page…"
      : toWrite > 0
        ? `Write the ${toWrite === 1 ? "text" : `${toWrite} texts`} still to write first: Problems lists ${toWrite === 1 ? "it" : "them"}.`
        : errors > 0
          ? `Fix the ${errors === 1 ? "error" : `${errors} errors`} first.`
          : undefined;
    const label = !checked
      ? "Draft"
      : toWrite > 0
        ? `Not finished: ${toWrite} ${toWrite === 1 ? "text" : "texts"} to write`
        : errors > 0
          ? "Not finished"
          : "Ready to publish";
    return (
      <Bar label={label} tone="draft">
        <p className="min-w-48 flex-1">
          Not on the site: visitors cannot see this {kind} while it is a draft page.
          {reason ? (
            <span id="publish-reason" className="block font-semibold">
              {reason}
            </span>
          ) : borrowed > 0 ? (
            <span className="block font-semibold">
              {borrowed === 1 ? "1 text is" : `${borrowed} texts are`} still another course&apos;s words: Problems lists
              them. Change what is not true of this {kind} before you mark it finished.
            </span>
          ) : null}
        </p>
        <button
          type="button"
          disabled={reason !== undefined}
          aria-describedby={reason ? "publish-reason" : undefined}
          onClick={() => {
            setFinishing(true);
            onDraftMark(false);
          }}
          className="btn-primary disabled:(cursor-not-allowed opacity-60)"
        >
          Mark as finished
        </button>
      </Bar>
    );
  }
  if (isDraft(saved)) {
    return (
      <Bar label="Finished once saved" tone="draft">
        <p className="min-w-48 flex-1">This {kind} is finished once it is saved.</p>
        <button
          type="button"
          onClick={() => onDraftMark(true)}
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-100"
        >
          Keep as draft
        </button>
      </Bar>
    );
  }
  if (going && going.files.includes(file)) {
    const live = going.step === "live" && going.liveAt !== undefined;
    return (
      <Bar label={live ? "On the site" : "Publishing…"} tone={live ? "published" : "draft"}>
        <p className="min-w-48 flex-1">
          {live
            ? `Visitors see this ${kind}${at}: live since ${clockTime(going.liveAt!)}.`
            : `Visitors see this ${kind}${at} once the site is built from your draft: the list above says where it is.`}
        </p>
      </Bar>
    );
  }
  const { label, tone, words } = STANDINGS[standing ?? "unknown"];
  return (
    <Bar label={label} tone={tone}>
      <p className="min-w-48 flex-1">
        {words(kind, at)}
        {onTheSite && siteUpdated ? ` The site visitors see went live on ${dayAndTime(siteUpdated)}.` : null}
      </p>
    </Bar>
  );
}

/** A day and time as the author's phone shows them: "28 Nov, 14:05". */
const dayAndTime = (at: Date) =>
  at.toLocaleString([], { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** A time of today as the author's phone shows times: "14:05". */
const clockTime = (at: number) => new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** What visitors see of a finished page, by where it stands (Standing). */
const STANDINGS: Record<
  Standing | "unknown",
  { label: string; tone: keyof typeof TONES; words: (kind: string, at: string) => string }
> = {
  unknown: { label: "Finished", tone: "draft", words: () => "Looking where it stands on the site…" },
  files: {
    label: "Finished",
    tone: "published",
    words: (kind, at) => `Visitors see this ${kind}${at} once the site is built from these files.`,
  },
  new: {
    label: "Not on the site yet",
    tone: "draft",
    words: (kind, at) =>
      `This ${kind} is in your draft: visitors see it${at} once you publish your draft (Publish to the site, above).`,
  },
  changed: {
    label: "On the site",
    tone: "draft",
    words: (kind, at) =>
      `Visitors see this ${kind}${at} as it was last published; your changes wait in your draft until you publish it.`,
  },
  same: { label: "On the site", tone: "published", words: (kind, at) => `Visitors see this ${kind}${at}.` },
};

const TONES = {
  draft: { bar: "border-amber-400 bg-amber-50 text-amber-950", label: "bg-amber-800 text-white" },
  published: { bar: "border-green-300 bg-green-50 text-green-950", label: "bg-green-800 text-white" },
};

function Bar({ label, tone, children }: { label: string; tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <section
      aria-label="Publishing"
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border-2 px-4 py-3 text-sm ${TONES[tone].bar}`}
    >
      <strong className={`rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wider ${TONES[tone].label}`}>
        {label}
      </strong>
      {children}
    </section>
  );
}
