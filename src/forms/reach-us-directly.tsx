import { chatLink } from "../lib/message-links";
import { FilledIn } from "../ui/filled-in";
import { useSite } from "../ui/site-settings";
import { useFormWords } from "./form-words";

const LINK = "font-semibold text-brand-700 underline";

/**
 * Beside a form's button, for every visitor: the other ways to reach the company (phone, WhatsApp,
 * e-mail, from the site settings). With scripts off, also what sending will do: open their e-mail
 * app with what they typed (noScriptAction), with the file to attach themselves where one is asked.
 */
export function ReachUsDirectly({ hasFile }: { hasFile: boolean }) {
  const words = useFormWords();
  return (
    <div className="text-sm text-slate-700 sm:col-span-2">
      <noscript>
        <p className="mb-2 font-semibold">{hasFile ? words.scriptsOffFile : words.scriptsOff}</p>
      </noscript>
      <ReachUsWays />
    </div>
  );
}

/** "Or reach us directly: call …, chat on WhatsApp or write to …", each way a link. */
export function ReachUsWays({ className }: { className?: string }) {
  const site = useSite();
  const words = useFormWords();
  return (
    <p className={className}>
      <FilledIn
        words={words.reachUs}
        parts={{
          // Latin digits in a phone number, in every language: it is dialled as it is written.
          phone: (
            <a href={`tel:${site.phone.replace(/[^+\d]/g, "")}`} className={LINK}>
              {site.phone}
            </a>
          ),
          chat: (
            <a href={chatLink(site.chatNumber, site.contactWidget.chatMessage)} className={LINK}>
              WhatsApp
            </a>
          ),
          email: (
            <a href={`mailto:${site.email}`} className={LINK}>
              {site.email}
            </a>
          ),
        }}
      />
    </p>
  );
}
