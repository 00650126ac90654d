import { useId } from "react";
import { site } from "../content/site";
import { chatLink } from "../lib/chat-link";
import { mailLink } from "../lib/mail-link";
import { Icon } from "../ui/icon";

/**
 * The floating "Let's Talk" widget on every page: a button that opens, with no script, a panel with
 * a chat-app link and an e-mail link (a popover: Escape and a tap elsewhere close it).
 */
export function ContactWidget() {
  const panelId = useId();
  const { chatMessage, mailSubject, mailBody } = site.contactWidget;

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        className="fixed bottom-20 right-3 z-30 rounded-full shadow-xl transition-transform hover:scale-105 lg:(bottom-6 right-6)"
      >
        <img src="/images/brand/lets-talk.svg" alt="Let's Talk" width={144} height={56} />
      </button>
      <section
        id={panelId}
        popover="auto"
        aria-labelledby={`${panelId}-title`}
        className="contact-panel w-64 rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${panelId}-title`} className="font-bold text-brand-900">
            Let's talk
          </h2>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label="Close contact options"
            className="-mr-1 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <ul className="mt-3 space-y-2">
          <li>
            <a
              href={chatLink(site.chatNumber, chatMessage)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-3 rounded-lg bg-emerald-700 px-3 font-semibold text-white hover:bg-emerald-800"
            >
              <Icon name="chat" size={24} />
              Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a
              href={mailLink(site.email, mailSubject, mailBody)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-3 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
            >
              <Icon name="mail" size={24} />
              Send us an e-mail<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
