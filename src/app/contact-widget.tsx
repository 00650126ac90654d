import { chatMessageFor } from "../content/chat-message";
import type { PageDocument } from "../generated/page";
import { chatLink, mailLink } from "../lib/message-links";
import { Icon } from "../ui/icon";
import { SmartLink } from "../ui/smart-link";
import { useSite } from "../ui/site-settings";
import { LETS_TALK_PANEL } from "./lets-talk-panel";

/**
 * "Let's Talk" on every page: a panel with a chat-app link (whose message names the page's course or
 * service) and an e-mail link, a popover that opens with no script (Escape and a tap elsewhere close
 * it). On a large screen a button floating in the corner opens it; on a phone, a place of its own in
 * the bottom bar (mobile-navigation.tsx), so it never floats over what the visitor reads.
 */
export function ContactWidget({ page }: { page?: PageDocument }) {
  const site = useSite();
  const { mailSubject, mailBody } = site.contactWidget;
  const { words } = site;

  return (
    <>
      <button
        type="button"
        popoverTarget={LETS_TALK_PANEL}
        className="lets-talk fixed bottom-6 right-6 z-30 hidden rounded-full shadow-xl transition-transform hover:scale-105 lg:block"
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
        id={LETS_TALK_PANEL}
        popover="auto"
        aria-labelledby={`${LETS_TALK_PANEL}-title`}
        className="contact-panel w-64 rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${LETS_TALK_PANEL}-title`} className="font-bold text-brand-900">
            {words.letsTalk}
          </h2>
          <button
            type="button"
            popoverTarget={LETS_TALK_PANEL}
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
