import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { DraftShelf, PublishStep, WaitingFile } from "../../../documents/storage-contract";
import { formsReachingNoOne } from "../../../../src/runtime/site-version";
import { useStorage } from "../storage-context";
import { followPublish } from "./follow-publish";
import { saveUnsavedCopies, unsavedPages, type UnsavedPage } from "./save-unsaved-copies";

export type Publishing =
  | { kind: "idle" }
  | {
      kind: "going";
      step: PublishStep;
      /** The files it puts on the site, as the draft listed them at the press. */
      files: string[];
      /** `startedAt`: when the author pressed Publish, for the time it has taken so far; `liveAt`: when it was seen live. */
      startedAt: number;
      liveAt?: number;
      commit?: string;
      addresses: string[];
      /** Once live, the forms of the live site that reach no one (its /version.json says so). */
      unreached?: string[];
    }
  /** Published, but not live: the host said its build failed (`said`), or the site did not show it in time. */
  | { kind: "not-seen"; commit: string; said?: string }
  /** Nothing published: `message` says why; `open`, the pages to open to put it right. */
  | { kind: "failed"; message: string; open?: UnsavedPage[] };

/** The page open in the editor as Publish is pressed: its changes are saved through its own Save first. */
export interface OpenPage {
  file: string;
  /** Saves the page's changes if it has any; false when they could not be saved (Save says why). */
  save: () => Promise<boolean>;
}

export interface PublishingValue {
  draft: DraftShelf;
  publishing: Publishing;
  /** What Publish would put on the site now: the draft's files, and the pages with changes not saved yet. */
  waiting: WaitingFile[] | undefined;
  unsaved: UnsavedPage[];
  lookError: string | undefined;
  /** Looks at the draft again (after a save). */
  look: () => void;
  /** Saves what is unsaved, then puts the whole draft on the site, and follows it until it is live. */
  publish: (open?: OpenPage) => Promise<void>;
}

const PublishingContext = createContext<PublishingValue | undefined>(undefined);

/** The draft's Publish, where every screen of the editor reads it; undefined where there is no draft (this computer). */
export const usePublishing = (): PublishingValue | undefined => use(PublishingContext);

/**
 * One Publish for the whole editor on a git host: pressed on the list or on a page, it saves what this
 * browser keeps unsaved (the open page through its own Save), puts the whole draft on the site in one
 * commit, and follows that commit step by step until the live site serves it. Kept above the editor's
 * screens, so a page opened meanwhile still says where its Publish is.
 */
export function PublishingProvider({ draft, children }: { draft: DraftShelf; children: ReactNode }) {
  const storage = useStorage();
  const [waiting, setWaiting] = useState<WaitingFile[]>();
  const [unsaved, setUnsaved] = useState<UnsavedPage[]>([]);
  const [publishing, setPublishing] = useState<Publishing>({ kind: "idle" });
  const [lookError, setLookError] = useState<string>();

  const look = useCallback(() => {
    draft.waiting().then(setWaiting, (failure: Error) => setLookError(failure.message));
    unsavedPages(storage).then(setUnsaved, () => undefined);
  }, [draft, storage]);
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
            ? { ...now, step: "live", liveAt: Date.now(), unreached: formsReachingNoOne(followed.version) }
            : { kind: "not-seen", commit: following, said: followed.kind === "failed" ? followed.said : undefined },
      );
    });
    return () => stop.abort();
  }, [following]);

  const publish = useCallback(
    async (open?: OpenPage) => {
      const startedAt = Date.now();
      setPublishing({ kind: "going", step: "checking", files: [], addresses: [], startedAt });
      const fail = (message: string, pages?: UnsavedPage[]) => setPublishing({ kind: "failed", message, open: pages });
      try {
        if (open && !(await open.save())) {
          return fail("this page's changes could not be saved: Save says why. Put it right, then publish again.");
        }
        const notSaved = await saveUnsavedCopies(storage, open?.file);
        if (notSaved.length > 0) {
          return fail(
            `changes to ${notSaved.map(({ title }) => title).join(", ")} could not be saved: ${notSaved.map(({ why }) => why).join(" ")}`,
            notSaved,
          );
        }
        const files = (await draft.waiting()).map(({ file }) => file);
        setPublishing((now) => (now.kind === "going" ? { ...now, files } : now));
        const onStep = (step: PublishStep) =>
          setPublishing((now) => (now.kind === "going" && !now.commit ? { ...now, step } : now));
        const outcome = await draft.publish(onStep);
        // What waited is on the site now: no second Publish is offered while the draft is looked at again.
        if (outcome.kind === "published") setWaiting([]);
        if (outcome.kind !== "published") fail(outcome.message);
        else if (outcome.notBuilt) setPublishing({ kind: "not-seen", commit: outcome.commit, said: outcome.notBuilt });
        // On main: the server builds it when it comes to it, and says so (followPublish).
        else {
          const { commit, addresses } = outcome;
          setPublishing((now) => ({
            kind: "going",
            step: "publishing",
            files: now.kind === "going" ? now.files : files,
            commit,
            addresses,
            startedAt,
          }));
        }
      } catch (failure) {
        fail(failure instanceof Error ? failure.message : String(failure));
      }
      look();
    },
    [draft, storage, look],
  );

  const value = useMemo<PublishingValue>(
    () => ({ draft, publishing, waiting, unsaved, lookError, look, publish }),
    [draft, publishing, waiting, unsaved, lookError, look, publish],
  );
  return <PublishingContext value={value}>{children}</PublishingContext>;
}
