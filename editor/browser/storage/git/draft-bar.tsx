import { useCallback, useEffect, useState } from "react";
import { editorAddress } from "../../boot/editor-addresses";
import type { DraftShelf, WaitingFile, PublishStep } from "../../../documents/storage-contract";
import { pagesNamedIn } from "../going-live/pages-named-in";
import { PublishProgress } from "../going-live/publish-progress";
import { FormsReachingNoOne } from "../going-live/forms-reaching-no-one";
import { followPublish } from "../going-live/follow-publish";
import { formsReachingNoOne } from "../../../../src/runtime/site-version";

type Publishing =
  | { kind: "idle" }
  /** `unreached`: once live, the forms of the live site that reach no one (its /version.json says so). */
  /** `startedAt`: when the author pressed Publish, for the time it has taken so far. */
  | {
      kind: "going";
      step: PublishStep;
      commit?: string;
      addresses: string[];
      startedAt: number;
      unreached?: string[];
    }
  /** Published, but not live: the host said its build failed (`said`), or the site did not show it in time. */
  | { kind: "not-seen"; commit: string; said?: string }
  | { kind: "failed"; message: string };

/** A page this browser keeps changes to that were not saved, so are not in the draft. */
export interface UnsavedPage {
  file: string;
  title: string;
}

/**
 * On a git host: who is signed in, what waits in their draft (saved, not yet on the site), and the
 * one button that puts it all on the site, in one commit that the host's checks then build; it follows
 * that commit step by step until the live site serves it.
 */
export function DraftBar({ draft, unsaved = [] }: { draft: DraftShelf; unsaved?: readonly UnsavedPage[] }) {
  const [waiting, setWaiting] = useState<WaitingFile[]>();
  const [publishing, setPublishing] = useState<Publishing>({ kind: "idle" });
  const [error, setError] = useState<string>();

  const look = useCallback(() => {
    draft.waiting().then(setWaiting, (failure: Error) => setError(failure.message));
  }, [draft]);
  useEffect(look, [look]);

  const going = publishing.kind === "going" ? publishing : undefined;
  const following = going?.commit && going.step !== "live" ? going.commit : undefined;
  useEffect(() => {
    if (!following) return;
    const stop = new AbortController();
    const onBuilding = () =>
      setPublishing((now) => (now.kind === "going" && now.step === "publishing" ? { ...now, step: "building" } : now));
    void followPublish(following, { signal: stop.signal, onBuilding }).then((followed) => {
      if (!followed) return;
      setPublishing((now) =>
        now.kind !== "going"
          ? now
          : followed.kind === "live"
            ? { ...now, step: "live", unreached: formsReachingNoOne(followed.version) }
            : { kind: "not-seen", commit: following, said: followed.kind === "failed" ? followed.said : undefined },
      );
    });
    return () => stop.abort();
  }, [following]);

  async function publish() {
    setPublishing({ kind: "going", step: "checking", addresses: [], startedAt: Date.now() });
    const onStep = (step: PublishStep) =>
      setPublishing((now) => (now.kind === "going" && !now.commit ? { ...now, step } : now));
    try {
      const outcome = await draft.publish(onStep);
      // What waited is on the site now: no second Publish is offered while the draft is looked at again.
      if (outcome.kind === "published") setWaiting([]);
      if (outcome.kind !== "published") setPublishing({ kind: "failed", message: outcome.message });
      else if (outcome.notBuilt) setPublishing({ kind: "not-seen", commit: outcome.commit, said: outcome.notBuilt });
      // On main: the server builds it when it comes to it, and says so (followPublish).
      else {
        const { commit, addresses } = outcome;
        setPublishing((now) => ({
          kind: "going",
          step: "publishing",
          commit,
          addresses,
          startedAt: now.kind === "going" ? now.startedAt : Date.now(),
        }));
      }
    } catch (failure) {
      setPublishing({ kind: "failed", message: failure instanceof Error ? failure.message : String(failure) });
    }
    look();
  }

  const count = waiting?.length ?? 0;
  const busy = going !== undefined && !going.commit;
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
        {count > 0 || busy ? (
          <button
            type="button"
            onClick={publish}
            disabled={busy}
            className="btn-primary disabled:(cursor-not-allowed opacity-60)"
          >
            {busy ? "Publishing…" : "Publish to the site"}
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
        // What Publish puts on the site, listed before the press.
        <div className="mt-2 text-sm">
          <h2 id="waiting-heading" className="font-semibold">
            Publish puts on the site:
          </h2>
          <ul aria-labelledby="waiting-heading" className="mt-1 list-disc pl-5">
            {waiting?.map(({ file, name }) => (
              <li key={file}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {unsaved.length > 0 && !going ? (
        <div className="mt-2 text-sm">
          <h2 id="unsaved-heading" className="font-semibold">
            Not saved, so not in your draft: Publish leaves {unsaved.length === 1 ? "it" : "them"} out.
          </h2>
          <ul aria-labelledby="unsaved-heading" className="mt-1 list-disc pl-5">
            {unsaved.map(({ file, title }) => (
              <li key={file}>
                <a href={editorAddress(file)} className="font-semibold underline">
                  Open {title} to save it
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {going ? (
        <PublishProgress
          step={going.step}
          commit={going.commit}
          addresses={going.addresses}
          startedAt={going.startedAt}
        />
      ) : null}
      {going?.unreached?.length ? <FormsReachingNoOne forms={going.unreached} /> : null}
      {publishing.kind === "not-seen" ? (
        <div role="alert" className="mt-2 text-amber-950">
          <p>
            {publishing.said
              ? "Published, but the site's build failed, so visitors still see the site as it was."
              : "Published, but the site has not shown it after 20 minutes: its build may have failed."}{" "}
            Your changes are safe in the site's history; ask your developer to look at the site's build
            {publishing.said ? ", showing them what the server said." : "."}
          </p>
          {publishing.said ? (
            <details className="mt-1">
              <summary className="cursor-pointer font-semibold">What the server said</summary>
              <p className="mt-1 whitespace-pre-wrap break-words font-mono text-xs">{publishing.said}</p>
            </details>
          ) : null}
        </div>
      ) : null}
      {publishing.kind === "failed" || error ? (
        <div role="alert" className="mt-2 text-red-800">
          <p className="whitespace-pre-wrap">
            Not published: {publishing.kind === "failed" ? publishing.message : error}
          </p>
          {publishing.kind === "failed" ? (
            <ul className="mt-1">
              {pagesNamedIn(publishing.message).map((file) => (
                <li key={file}>
                  <a className="font-semibold underline" href={editorAddress(file)}>
                    Open {file} to correct it
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
