import type { KeptSubmission } from "./kept-submission";

/** What one tab tells every other (and itself) about the forms kept on this device. */
export type KeptFormsSignal =
  | { kind: "changed" }
  | { kind: "sent" | "refused" | "expired"; submission: Pick<KeptSubmission, "id" | "form" | "label" | "keptAt"> };

const CHANNEL = "kept-forms";
const EVENT = "kept-forms";

let channel: BroadcastChannel | undefined;
const channelOnce = () =>
  (channel ??= typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : undefined);

/** Tells this tab and every other tab of the site. */
export function signal(message: KeptFormsSignal): void {
  window.dispatchEvent(new CustomEvent<KeptFormsSignal>(EVENT, { detail: message }));
  channelOnce()?.postMessage(message);
}

/** Hears what any tab of the site signals; returns what stops hearing. */
export function onSignal(listener: (message: KeptFormsSignal) => void): () => void {
  const fromThisTab = (event: Event) => listener((event as CustomEvent<KeptFormsSignal>).detail);
  const fromOtherTabs = (event: MessageEvent<KeptFormsSignal>) => listener(event.data);
  window.addEventListener(EVENT, fromThisTab);
  channelOnce()?.addEventListener("message", fromOtherTabs);
  return () => {
    window.removeEventListener(EVENT, fromThisTab);
    channelOnce()?.removeEventListener("message", fromOtherTabs);
  };
}
