import { chatLink } from "../lib/message-links";
import { useSite } from "../ui/site-settings";

/**
 * Beside a form's button, for every visitor: the other ways to reach the company (phone, WhatsApp,
 * e-mail, from the site settings). With scripts off, also what sending will do: open their e-mail
 * app with what they typed (noScriptAction), with the file to attach themselves where one is asked.
 */
export function ReachUsDirectly({ hasFile }: { hasFile: boolean }) {
  const site = useSite();
  return (
    <div className="text-sm text-slate-700 sm:col-span-2">
      <noscript>
        <p className="mb-2 font-semibold">
          Scripts are off in your browser: sending opens your e-mail app with what you typed, addressed to us
          {hasFile ? "; attach your file to that e-mail" : ""}.
        </p>
      </noscript>
      <p>
        Or reach us directly: call{" "}
        <a href={`tel:${site.phone.replace(/[^+\d]/g, "")}`} className="font-semibold text-brand-700 underline">
          {site.phone}
        </a>
        , chat on{" "}
        <a
          href={chatLink(site.chatNumber, site.contactWidget.chatMessage)}
          className="font-semibold text-brand-700 underline"
        >
          WhatsApp
        </a>{" "}
        or write to{" "}
        <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
          {site.email}
        </a>
        .
      </p>
    </div>
  );
}
