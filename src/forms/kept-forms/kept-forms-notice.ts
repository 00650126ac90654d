import { FORM_NAMES, formTitle } from "../form-names";
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

const WHEN = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
export const savedOn = (submission: Pick<KeptSubmission, "keptAt">) => WHEN.format(submission.keptAt);

/**
 * The word to the visitor on forms kept, on every page while something waits: how many forms this device
 * keeps, and a list of them to send again or cancel. Plain DOM (no React), for it shows on any page,
 * whether or not the page's scripts have started.
 */
export function createKeptFormsNotice(actions: NoticeActions): KeptFormsNotice {
  const notice = element("aside", "kept-forms-notice", { "aria-label": "Forms saved on this device" });
  const status = element("div", "kept-forms-notice-status", { role: "status" });
  const summary = element("p", "font-semibold");
  const told = element("ul", "kept-forms-notice-told");
  const buttons = element("div", "kept-forms-notice-buttons");
  const seeAll = button("See what is waiting", "btn-primary");
  const close = button("Close", "btn-outline");
  status.append(summary, told);
  buttons.append(seeAll, close);
  notice.append(status, buttons);

  const dialog = element("dialog", "kept-forms-dialog", { "aria-labelledby": "kept-forms-dialog-title" });
  const title = element("h2", "text-lg font-bold", { id: "kept-forms-dialog-title" });
  title.textContent = "Saved on this device";
  const list = element("ul", "kept-forms-dialog-list");
  const closeDialog = button("Close", "btn-outline");
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
    summary.textContent = waiting.length === 0 ? "" : summaryOf(waiting);
    summary.hidden = waiting.length === 0;
    seeAll.hidden = waiting.length === 0;
    // In the page only while it has something to say (its classes lay it out, hidden or not).
    const visible = !closed && (waiting.length > 0 || told.childElementCount > 0);
    if (visible && !notice.isConnected) document.body.append(notice, dialog);
    if (!visible) notice.remove();
    list.replaceChildren(...waiting.map((submission) => itemOf(submission, actions)));
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

function summaryOf(waiting: KeptSubmission[]): string {
  const refused = waiting.filter((submission) => submission.step === "refused").length;
  const inDoubt = waiting.filter((submission) => submission.step === "in-doubt").length;
  const forms = waiting.length === 1 ? "1 form is" : `${waiting.length} forms are`;
  if (refused > 0)
    return `${refused === 1 ? "1 form" : `${refused} forms`} could not be sent: what you typed is kept here for you.`;
  if (inDoubt === waiting.length) return `${forms} saved on this device: please tell us whether to send again.`;
  return `${forms} saved on this device and will be sent by itself when the connection is back.`;
}

function itemOf(submission: KeptSubmission, actions: NoticeActions): HTMLLIElement {
  const item = element("li", "kept-forms-dialog-item");
  const what = element("p", "font-semibold");
  what.textContent = `${formTitle(submission.form)} from ${submission.label}, saved ${savedOn(submission)}`;
  if (submission.step === "refused") return refusedItem(item, what, submission, actions);
  const state = element("p", "text-sm text-slate-700");
  state.textContent =
    submission.step === "in-doubt"
      ? "The page closed while this was being sent: it may have reached us already."
      : submission.tries === 0
        ? "Waiting for a connection."
        : `Waiting for a connection (tried ${submission.tries} ${submission.tries === 1 ? "time" : "times"}).`;
  const buttons = element("div", "kept-forms-notice-buttons");
  if (submission.step === "in-doubt") {
    const again = button("Send it again", "btn-primary");
    again.addEventListener("click", () => void actions.sendAgain(submission.id));
    buttons.append(again);
  }
  const cancel = button("Cancel sending", "btn-outline");
  cancel.setAttribute("aria-label", `Cancel sending the form from ${submission.label}`);
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
  actions: NoticeActions,
): HTMLLIElement {
  const why = element("p", "text-sm text-red-800");
  why.textContent = `It could not be sent. ${submission.refusal ?? ""}`.trim();
  const typed = element("p", "kept-forms-typed");
  typed.textContent = typedLines(submission).join("\n");
  const file = element("p", "text-sm text-slate-700");
  file.textContent = submission.file
    ? `Your file ${submission.file.name} is not put back: please choose it again.`
    : "";
  file.hidden = !submission.file;
  const buttons = element("div", "kept-forms-notice-buttons");
  const back = button("Put it back in the form", "btn-primary");
  back.addEventListener("click", () => void actions.giveBack(submission.id));
  const copy = button("Copy what you typed", "btn-outline");
  copy.addEventListener("click", () => {
    void navigator.clipboard?.writeText(typed.textContent ?? "").then(() => (copy.textContent = "Copied"));
  });
  const remove = button("Remove", "btn-outline");
  remove.setAttribute("aria-label", `Remove the ${FORM_NAMES[submission.form]} from ${submission.label}`);
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
