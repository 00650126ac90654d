import { Link } from "react-router-dom";
import { chatLink } from "../lib/message-links";
import { DraftMark } from "../ui/draft-mark";
import { Icon } from "../ui/icon";
import { SmartLink } from "../ui/smart-link";
import { useSite } from "../ui/site-settings";
import { usePageLanguage } from "../ui/page-language";
import { fillIn } from "../lib/fill-in";
import { numberIn } from "../lib/devanagari-digits";
import { ContentText, useLangFor } from "../ui/text-language";
import { catalogueLinks } from "../content/navigation";

export function SiteFooter() {
  const { footer, brand, founded, chatNumber, words } = useSite();
  const langFor = useLangFor();
  const language = usePageLanguage();
  return (
    <footer className="bg-slate-900 pb-16 text-slate-300 lg:pb-0">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <ContentText as="p" className="text-lg font-bold text-white">
            {brand.name}
          </ContentText>
          <p className="mt-3 text-sm">{footer.about}</p>
        </div>
        <nav aria-label={words.footerMenu}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{words.quickLinks}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {footer.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="footer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{words.services}</h2>
          <details className="group mt-3">
            <summary className="inline-flex min-h-7 cursor-pointer list-none items-center gap-1 text-sm font-semibold text-accent-300 hover:underline">
              <span className="group-open:hidden">{words.viewAllServices}</span>
              <span className="hidden group-open:inline">{words.hideServices}</span>
              <Icon name="chevron" size={16} className="group-open:rotate-180" />
            </summary>
            <ul className="mt-2 space-y-1 text-sm">
              {catalogueLinks("services").map((service) => (
                <li key={service.href}>
                  <Link to={service.href} lang={langFor(service.language)} className="footer-link">
                    {service.label}
                    <DraftMark draft={service.draft} />
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{words.support}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.contacts.map((contact) => (
              <li key={contact.href}>
                {contact.label}:{" "}
                <a href={contact.href} className="text-white underline underline-offset-2 hover:decoration-2">
                  {contact.value}
                </a>
              </li>
            ))}
          </ul>
          <SmartLink href={chatLink(chatNumber, footer.appointment.message)} className="btn-accent mt-5 text-sm">
            <Icon name="chat" size={20} />
            {footer.appointment.label}
          </SmartLink>
        </div>
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-xs">
        © <ContentText>{brand.name}</ContentText>. {fillIn(words.since, { founded: numberIn(language, founded) })}
      </p>
    </footer>
  );
}
