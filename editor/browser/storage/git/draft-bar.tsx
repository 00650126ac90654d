import { useCallback, useEffect, useState } from "react";
import type { DraftShelf, WaitingFile } from "../editor-storage";

type Publishing =
  { kind: "idle" } | { kind: "publishing" } | { kind: "published" } | { kind: "failed"; message: string };

/**
 * On a git host: who is signed in, what waits in their draft (saved, not yet on the site), and the
 * one button that puts it all on the site, in one commit that the host's checks and CI then build.
 */
export function DraftBar({ draft }: { draft: DraftShelf }) {
  const [waiting, setWaiting] = useState<WaitingFile[]>();
  const [publishing, setPublishing] = useState<Publishing>({ kind: "idle" });
  const [error, setError] = useState<string>();

  const look = useCallback(() => {
    draft.waiting().then(setWaiting, (failure: Error) => setError(failure.message));
  }, [draft]);
  useEffect(look, [look]);

  async function publish() {
    setPublishing({ kind: "publishing" });
    try {
      const outcome = await draft.publish();
      setPublishing(outcome.kind === "published" ? outcome : { kind: "failed", message: outcome.message });
    } catch (failure) {
      setPublishing({ kind: "failed", message: failure instanceof Error ? failure.message : String(failure) });
    }
    look();
  }

  const count = waiting?.length ?? 0;
  return (
    <section aria-label="Your draft" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-48 flex-1">
          Signed in as <strong>{draft.author}</strong>.{" "}
          {waiting === undefined
            ? "Looking at your draft…"
            : count === 0
              ? "Your draft is empty: what you save waits there until you publish it."
              : `${count === 1 ? "1 file waits" : `${count} files wait`} in your draft: visitors see ${count === 1 ? "it" : "them"} once you publish.`}
        </p>
        {count > 0 ? (
          <button
            type="button"
            onClick={publish}
            disabled={publishing.kind === "publishing"}
            className="btn-primary disabled:(cursor-not-allowed opacity-60)"
          >
            {publishing.kind === "publishing" ? "Publishing…" : "Publish to the site"}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => {
            draft.signOut();
            location.reload();
          }}
          className="btn-outline"
        >
          Sign out
        </button>
      </div>
      {count > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">What waits</summary>
          <ul className="mt-1 list-disc pl-5">
            {waiting?.map(({ file, name }) => (
              <li key={file}>{name}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div role="status" className="text-sm">
        {publishing.kind === "published"
          ? "Published. The site shows it once it is rebuilt, usually within a few minutes."
          : null}
      </div>
      {publishing.kind === "failed" || error ? (
        <p role="alert" className="mt-2 text-red-800">
          Not published: {publishing.kind === "failed" ? publishing.message : error}
        </p>
      ) : null}
    </section>
  );
}
