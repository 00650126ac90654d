import { useEffect, useState, type ReactNode } from "react";
import type { FieldProblem } from "../../documents/storage-contract";

type Page = Record<string, unknown> & { kind?: unknown; path?: unknown; draft?: unknown };

interface PublishControlProps {
  /** The document as it is in the form. */
  data: unknown;
  /** The document as it is on disk. */
  saved: unknown;
  problems: readonly FieldProblem[];
  checked: boolean;
  /** Marks the document a draft, or takes the mark off (document-actions.ts). */
  onDraftMark: (draft: boolean) => void;
  onSave: () => void;
}

const isDraft = (data: unknown) => (data as Page | null)?.draft === true;

/**
 * Whether the page is a draft (left out of the published site) or published, and the one control
 * that publishes it: Publish removes the draft mark and saves. It waits, saying why, until every
 * text is written and no error remains, so a page never goes live half-written.
 */
export function PublishControl({ data, saved, problems, checked, onDraftMark, onSave }: PublishControlProps) {
  const [publishing, setPublishing] = useState(false);
  const page = (data ?? {}) as Page;
  const kind = typeof page.kind === "string" ? page.kind : "page";

  // Save runs on the data as it is rendered, so it waits for the render without the draft mark.
  useEffect(() => {
    if (!publishing || isDraft(data)) return;
    setPublishing(false);
    onSave();
  }, [publishing, data, onSave]);

  if (isDraft(data)) {
    const toWrite = problems.filter((problem) => problem.code === "unwrittenText").length;
    const errors = problems.filter((problem) => problem.severity === "error").length;
    const reason = !checked
      ? "Checking the page…"
      : toWrite > 0
        ? `Write the ${toWrite === 1 ? "text" : `${toWrite} texts`} still to write first: Problems lists ${toWrite === 1 ? "it" : "them"}.`
        : errors > 0
          ? `Fix the ${errors === 1 ? "error" : `${errors} errors`} first.`
          : undefined;
    return (
      <Bar label="Draft" tone="draft">
        <p className="min-w-48 flex-1">
          Visitors cannot see this {kind} yet: the published site leaves drafts out.
          {reason ? (
            <span id="publish-reason" className="block font-semibold">
              {reason}
            </span>
          ) : null}
        </p>
        <button
          type="button"
          disabled={reason !== undefined}
          aria-describedby={reason ? "publish-reason" : undefined}
          onClick={() => {
            setPublishing(true);
            onDraftMark(false);
          }}
          className="btn-primary disabled:(cursor-not-allowed opacity-60)"
        >
          Publish
        </button>
      </Bar>
    );
  }
  if (isDraft(saved)) {
    return (
      <Bar label="Publishing" tone="draft">
        <p className="min-w-48 flex-1">This {kind} goes on the site once it is saved.</p>
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
  return (
    <Bar label="Published" tone="published">
      <p className="min-w-48 flex-1">
        Visitors see this {kind}
        {typeof page.path === "string" ? ` at ${page.path}` : ""}.
      </p>
    </Bar>
  );
}

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
