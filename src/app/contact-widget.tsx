import clsx from "clsx";
import { useEffect, useId, useState } from "react";
import { chatMessageFor } from "../content/chat-message";
import type { PageDocument } from "../generated/page";
import { chatLink, mailLink } from "../lib/message-links";
import { Icon } from "../ui/icon";
import { SmartLink } from "../ui/smart-link";
import { loadPart } from "../runtime/load-part";
import { useSite } from "../ui/site-settings";

/**
 * The floating "Let's Talk" widget on every page: a button that opens, with no script, a panel with
 * a chat-app link (whose message names the page's course or service) and an e-mail link (a popover:
 * Escape and a tap elsewhere close it). On a phone it steps aside while a field has the focus (the
 * stylesheet, script or none) and while a form's Submit button is where it floats (the script).
 */
export function ContactWidget({ page }: { page?: PageDocument }) {
  const panelId = useId();
  const site = useSite();
  const { mailSubject, mailBody } = site.contactWidget;
  const { words } = site;
  const overSubmit = useSubmitInItsCorner();

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        className={clsx(
          "lets-talk fixed bottom-20 right-3 z-30 rounded-full shadow-xl transition-transform hover:scale-105 lg:(bottom-6 right-6)",
          overSubmit && "max-lg:hidden",
        )}
      >
        {/* Drawn in HTML, not a picture of words: its words are the page's language's. */}
        <span className="flex h-12 items-center gap-2 rounded-full bg-brand-900 pl-1.5 pr-5 font-bold text-white">
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-accent-400 text-brand-900">
            <Icon name="chat" size={20} />
          </span>
          {words.letsTalkButton}
        </span>
      </button>
      <section
        id={panelId}
        popover="auto"
        aria-labelledby={`${panelId}-title`}
        className="contact-panel w-64 rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${panelId}-title`} className="font-bold text-brand-900">
            {words.letsTalk}
          </h2>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label={words.closeContactOptions}
            className="-mr-1 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <ul className="mt-3 space-y-2">
          <li>
            <SmartLink
              href={chatLink(site.chatNumber, chatMessageFor(page, site))}
              className="flex min-h-11 items-center gap-3 rounded-lg bg-emerald-700 px-3 font-semibold text-white hover:bg-emerald-800"
            >
              <Icon name="chat" size={24} />
              {words.chatOnWhatsApp}
            </SmartLink>
          </li>
          <li>
            <SmartLink
              href={mailLink(site.email, mailSubject, mailBody)}
              className="flex min-h-11 items-center gap-3 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
            >
              <Icon name="mail" size={24} />
              {words.sendUsAnEmail}
            </SmartLink>
          </li>
        </ul>
      </section>
    </>
  );
}

/**
 * Whether a form's Submit button is in the bottom quarter of the screen, where the button floats on a
 * phone (its watch loads once the page has started: until then the stylesheet alone steps it aside).
 */
function useSubmitInItsCorner(): boolean {
  const [inCorner, setInCorner] = useState(false);
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    void loadPart(() => import("./submit-in-corner")).then(({ watchSubmitInCorner }) => {
      if (!stopped) stop = watchSubmitInCorner(setInCorner);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return inCorner;
}
