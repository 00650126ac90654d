import { useEffect } from "react";
import { editorAddress } from "../../boot/editor-addresses";
import { pagesNamedIn } from "../going-live/pages-named-in";
import { PublishProgress } from "../going-live/publish-progress";
import { FormsReachingNoOne } from "../going-live/forms-reaching-no-one";
import { usePublishing, type OpenPage, type PublishingValue } from "../going-live/publishing";

/** What the bar lists Publish putting on the site: a file of the draft, or a page whose changes it saves first. */
interface Listed {
  file: string;
  name: string;
  unsaved?: boolean;
}

/** The page open in the editor, as the bar names it; `version`: as last saved, so each save is looked at. */
type OpenedPage = OpenPage & { title: string; unsaved: boolean; version: string };

/**
 * On a git host, on every screen of the editor: who is signed in, what Publish puts on the site (the
 * draft, and the changes not saved yet, which it saves first, the open page's through its Save), and
 * the one button that does it, then where it is, step by step, until the live site serves it.
 */
export function DraftBar({ open }: { open?: OpenedPage }) {
  const publishing = usePublishing();
  if (!publishing) return null;
  return <DraftBarOf {...publishing} open={open} />;
}

function DraftBarOf({
  draft,
  publishing,
  waiting,
  unsaved,
  lookError: error,
  publish,
  look,
  open,
}: PublishingValue & { open?: OpenedPage }) {
  // A save on the open page puts it in the draft: the list says so.
  const saved = open?.version;
  useEffect(() => {
    if (saved !== undefined) look();
  }, [saved, look]);
  const listed = new Map<string, Listed>();
  for (const { file, name } of waiting ?? []) listed.set(file, { file, name });
  for (const { file, title } of unsaved) {
    if (file !== open?.file) listed.set(file, { file, name: title, unsaved: true });
  }
  if (open?.unsaved) listed.set(open.file, { file: open.file, name: open.title, unsaved: true });
  const going = publishing.kind === "going" ? publishing : undefined;
  const count = listed.size;
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
              : `Visitors see ${count === 1 ? "this change" : `these ${count} changes`} once you publish.`}
        </p>
        {count > 0 || busy ? (
          <button
            type="button"
            onClick={() => void publish(open)}
            disabled={busy}
            className="btn-primary disabled:(cursor-not-allowed opacity-60)"
          >
            {busy ? "Publishing…" : "Publish to the site"}
          </button>
        ) : null}
        {open ? null : (
          // Offered on the list of documents, the editor's first screen; a page's screen keeps its room for the page.
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
        )}
      </div>
      {count > 0 && !going ? (
        // What Publish puts on the site, listed before the press: changes not saved yet are saved first.
        <div className="mt-2 text-sm">
          <h2 id="waiting-heading" className="font-semibold">
            Publish puts on the site:
          </h2>
          <ul aria-labelledby="waiting-heading" className="mt-1 list-disc pl-5">
            {[...listed.values()].map(({ file, name, unsaved: notSaved }) => (
              <li key={file}>
                {name}
                {notSaved ? (
                  <span className="text-amber-900">
                    {file === open?.file
                      ? " (this page: its changes are saved first)"
                      : " (changes not saved yet: saved first)"}
                  </span>
                ) : null}
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
              {(publishing.open ?? pagesNamedIn(publishing.message).map((file) => ({ file, title: file }))).map(
                ({ file, title }) => (
                  <li key={file}>
                    <a className="font-semibold underline" href={editorAddress(file)}>
                      Open {title} to correct it
                    </a>
                  </li>
                ),
              )}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
