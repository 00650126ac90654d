import { isDue, keptStep, sendKeptForms, underKeptFormsLock } from "./send-kept-forms";
import { fillIn } from "../../lib/fill-in";
import { writeDraft } from "../drafts";
import { takeBack } from "./take-back";
import { createKeptFormsNotice, keptFormsWordsOfPage, savedOn, type KeptFormsWords } from "./kept-forms-notice";
import { onSignal, signal, type KeptFormsSignal } from "./kept-forms-signals";
import { openKeptFormsStore, type KeptFormsStore } from "./kept-forms-store";
import { markKeptFormsWaiting } from "./waiting-flag";

let watching: Promise<void> | undefined;

/**
 * Sends what this device keeps as soon as it can: when the connection comes back, when the page is
 * seen again, when a retry is due (after a 429 or 5xx), and, with `tryNow`, at once (a page opened
 * while something waits). Shows the notice of what waits, and tells the visitor what was sent or
 * dropped. Once a page; a device that keeps nothing watches nothing.
 */
export function watchKeptForms({ tryNow }: { tryNow: boolean }): Promise<void> {
  watching ??= Promise.all([openKeptFormsStore(), keptFormsWordsOfPage()])
    .then(([store, words]) => watch(store, words, tryNow))
    .catch((error: unknown) => {
      watching = undefined;
      console.warn("[kept forms] This device keeps no forms to send later:", error);
    });
  return watching;
}

async function watch(store: KeptFormsStore, words: KeptFormsWords, tryNow: boolean): Promise<void> {
  let nextTry: ReturnType<typeof setTimeout> | undefined;

  const flush = async (evenIfEarly: boolean) => {
    for (const outcome of await sendKeptForms(store, { evenIfEarly })) {
      const { id, form, label, keptAt } = outcome.submission;
      if (outcome.kind === "sent" || outcome.kind === "refused" || outcome.kind === "expired")
        signal({ kind: outcome.kind, submission: { id, form, label, keptAt } });
    }
    signal({ kind: "changed" });
  };

  const notice = createKeptFormsNotice(words, {
    cancel: async (id) => {
      await underKeptFormsLock(async () => {
        const submission = await store.get(id);
        if (submission) keptStep(submission.step, "cancelled");
        await store.remove(id);
      });
      signal({ kind: "changed" });
    },
    giveBack: async (id) => {
      const taken = await takeBack(id);
      if (!taken) return;
      // Its form brings a draft back as it starts (use-draft.ts), on a fresh load of its page.
      writeDraft(taken.form, taken.typed);
      if (taken.page === window.location.pathname) window.location.reload();
      else window.location.assign(taken.page);
    },
    sendAgain: async (id) => {
      await underKeptFormsLock(async () => {
        const submission = await store.get(id);
        if (submission) await store.put({ ...submission, step: keptStep(submission.step, "send-again"), nextTryAt: 0 });
      });
      await flush(true);
    },
  });

  const refresh = async () => {
    const waiting = await store.all();
    notice.show(waiting);
    markKeptFormsWaiting(waiting.length > 0);
    clearTimeout(nextTry);
    // Offline, the clock waits for nothing: the connection's return ("online") tries them all.
    const due = waiting.filter(isDue).map((submission) => submission.nextTryAt);
    if (due.length > 0 && navigator.onLine)
      nextTry = setTimeout(() => void flush(false), Math.max(1000, Math.min(...due) - Date.now()));
  };

  onSignal((message) => {
    if (message.kind === "changed") void refresh();
    else notice.tell(sentenceFor(message, words));
  });
  window.addEventListener("online", () => void flush(true));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void flush(true);
  });
  if (tryNow) await flush(true);
  else await refresh();
}

function sentenceFor(message: Exclude<KeptFormsSignal, { kind: "changed" }>, words: KeptFormsWords): string {
  const values = {
    page: message.submission.label,
    when: savedOn(message.submission),
    form: words.formNames[message.submission.form],
  };
  switch (message.kind) {
    case "sent":
      return fillIn(words.reached, values);
    case "expired":
      return fillIn(words.expired, values);
    case "refused":
      return fillIn(words.refusedTold, values);
  }
}
