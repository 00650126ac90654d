import { inLanguage } from "virtual:kept-forms-words";
import type { SiteSettings } from "../../generated/site";
import { fillIn } from "../../lib/fill-in";
import { loadPart } from "../../runtime/load-part";
import { once } from "../../lib/once-each";
import { LANGUAGES, type PageLanguage } from "../../content/translation/languages";
import { numberIn } from "../../lib/devanagari-digits";
import { typedLines, type KeptSubmission } from "./kept-submission";

export interface NoticeActions {
  cancel: (id: string) => Promise<void>;
  sendAgain: (id: string) => Promise<void>;
  /** Puts a refused submission back into its form, on the page it was sent from. */
  giveBack: (id: string) => Promise<void>;
}

export interface KeptFormsNotice {
  /** Shows what waits (nothing: the notice says only what it was told, or hides). */
  show: (waiting: KeptSubmission[]) => void;
  /** Adds a sentence the visitor should read (a form sent, or dropped), until they close the notice. */
  tell: (sentence: string) => void;
}

/** The notice's words (pages/_site.json's "keptFormsWords"), in one language. */
export type KeptFormsWords = SiteSettings["keptFormsWords"];

/**
 * The notice's words in the language of the page it shows on (its html lang), English where the site
 * has no other. Asked for as soon as this code arrives (with a form's, while the page is online), so
 * that a form kept with no connection finds them here.
 */
export const keptFormsWordsOfPage: () => Promise<KeptFormsWords> = once(() => {
  const lang = document.documentElement.lang;
  const language: PageLanguage = Object.hasOwn(LANGUAGES, lang) ? (lang as PageLanguage) : "en";
  return loadPart(inLanguage[language]).then((module) => module.keptFormsWords);
});
// Not in the pre-render, which has no document and keeps no forms.
if (typeof document !== "undefined") void keptFormsWordsOfPage();

const WHEN = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
export const savedOn = (submission: Pick<KeptSubmission, "keptAt">) => WHEN.format(submission.keptAt);

/**
 * The word to the visitor on forms kept, on every page while something waits: how many forms this device
 * keeps, and a list of them to send again or cancel. Plain DOM (no React), for it shows on any page,
 * whether or not the page's scripts have started.
 */
export function createKeptFormsNotice(words: KeptFormsWords, actions: NoticeActions): KeptFormsNotice {
  const notice = element("aside", "kept-forms-notice", { "aria-label": words.formsSaved });
  const status = element("div", "kept-forms-notice-status", { role: "status" });
  const summary = element("p", "font-semibold");
  const told = element("ul", "kept-forms-notice-told");
  const buttons = element("div", "kept-forms-notice-buttons");
  const seeAll = button(words.seeWhatIsWaiting, "btn-primary");
  const close = button(words.close, "btn-outline");
  status.append(summary, told);
  buttons.append(seeAll, close);
  notice.append(status, buttons);

  const dialog = element("dialog", "kept-forms-dialog", { "aria-labelledby": "kept-forms-dialog-title" });
  const title = element("h2", "text-lg font-bold", { id: "kept-forms-dialog-title" });
  title.textContent = words.savedOnThisDevice;
  const list = element("ul", "kept-forms-dialog-list");
  const closeDialog = button(words.close, "btn-outline");
  dialog.append(title, list, closeDialog);

  let waiting: KeptSubmission[] = [];
  /** Closed by the visitor: out of the way until there is something new to say. */
  let closed = false;
  seeAll.addEventListener("click", () => dialog.showModal());
  closeDialog.addEventListener("click", () => dialog.close());
  close.addEventListener("click", () => {
    told.replaceChildren();
    closed = true;
    render();
  });

  function render() {
    summary.textContent = waiting.length === 0 ? "" : summaryOf(waiting, words);
    summary.hidden = waiting.length === 0;
    seeAll.hidden = waiting.length === 0;
    // In the page only while it has something to say (its classes lay it out, hidden or not).
    const visible = !closed && (waiting.length > 0 || told.childElementCount > 0);
    if (visible && !notice.isConnected) document.body.append(notice, dialog);
    if (!visible) notice.remove();
    list.replaceChildren(...waiting.map((submission) => itemOf(submission, words, actions)));
    if (waiting.length === 0 && dialog.open) dialog.close();
  }

  return {
    show(next) {
      if (next.length !== waiting.length) closed = false;
      waiting = next;
      render();
    },
    tell(sentence) {
      const line = element("li");
      line.textContent = sentence;
      told.append(line);
      closed = false;
      render();
    },
  };
}

function summaryOf(waiting: KeptSubmission[], words: KeptFormsWords): string {
  const refused = waiting.filter((submission) => submission.step === "refused").length;
  const inDoubt = waiting.filter((submission) => submission.step === "in-doubt").length;
  const count = (n: number) => numberInPage(n);
  const forms = waiting.length === 1 ? words.oneFormIs : fillIn(words.formsAre, { count: count(waiting.length) });
  if (refused > 0)
    return fillIn(words.couldNotBeSent, {
      forms: refused === 1 ? words.oneForm : fillIn(words.forms, { count: count(refused) }),
    });
  if (inDoubt === waiting.length) return fillIn(words.askSendAgain, { forms });
  return fillIn(words.willBeSent, { forms });
}

/** A number as the page's language writes it in running text. */
const numberInPage = (n: number) => numberIn(document.documentElement.lang, n);

function itemOf(submission: KeptSubmission, words: KeptFormsWords, actions: NoticeActions): HTMLLIElement {
  const item = element("li", "kept-forms-dialog-item");
  const what = element("p", "font-semibold");
  const form = words.formNames[submission.form];
  what.textContent = capitalised(fillIn(words.formFrom, { form, page: submission.label, when: savedOn(submission) }));
  if (submission.step === "refused") return refusedItem(item, what, submission, words, actions);
  const state = element("p", "text-sm text-slate-700");
  state.textContent =
    submission.step === "in-doubt"
      ? words.mayHaveReachedUs
      : submission.tries === 0
        ? words.waiting
        : fillIn(words.waitingTried, { count: numberInPage(submission.tries) });
  const buttons = element("div", "kept-forms-notice-buttons");
  if (submission.step === "in-doubt") {
    const again = button(words.sendAgain, "btn-primary");
    again.addEventListener("click", () => void actions.sendAgain(submission.id));
    buttons.append(again);
  }
  const cancel = button(words.cancelSending, "btn-outline");
  cancel.setAttribute("aria-label", fillIn(words.cancelSendingFrom, { page: submission.label }));
  cancel.addEventListener("click", () => {
    cancel.disabled = true;
    void actions.cancel(submission.id);
  });
  buttons.append(cancel);
  item.append(what, state, buttons);
  return item;
}

/** A submission the service refused for good: why, what was typed, and the ways to have it back. */
function refusedItem(
  item: HTMLLIElement,
  what: HTMLParagraphElement,
  submission: KeptSubmission,
  words: KeptFormsWords,
  actions: NoticeActions,
): HTMLLIElement {
  const why = element("p", "text-sm text-red-800");
  why.textContent = `${words.notSent} ${submission.refusal ?? ""}`.trim();
  const typed = element("p", "kept-forms-typed");
  typed.textContent = typedLines(submission).join("\n");
  const file = element("p", "text-sm text-slate-700");
  file.textContent = submission.file ? fillIn(words.chooseFileAgain, { file: submission.file.name }) : "";
  file.hidden = !submission.file;
  const buttons = element("div", "kept-forms-notice-buttons");
  const back = button(words.putBack, "btn-primary");
  back.addEventListener("click", () => void actions.giveBack(submission.id));
  const copy = button(words.copyTyped, "btn-outline");
  copy.addEventListener("click", () => {
    void navigator.clipboard?.writeText(typed.textContent ?? "").then(() => (copy.textContent = words.copied));
  });
  const remove = button(words.remove, "btn-outline");
  remove.setAttribute(
    "aria-label",
    fillIn(words.removeFrom, { form: words.formNames[submission.form], page: submission.label }),
  );
  remove.addEventListener("click", () => void actions.cancel(submission.id));
  buttons.append(back, copy, remove);
  item.append(what, why, typed, file, buttons);
  return item;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = "",
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function button(label: string, className: string): HTMLButtonElement {
  const node = element("button", className, { type: "button" });
  node.textContent = label;
  return node;
}

/** A sentence's first letter as a capital ("Job application from /career"); a script with no capitals is as it is. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
