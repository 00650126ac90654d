import type { ReactNode } from "react";
import type { BlockProps } from "../../content/blocks";
import type { SiteSettings } from "../../generated/site";
import { chatLink } from "../../lib/message-links";
import type { BlockEntry } from "../block-entry";
import { Icon, type IconName } from "../../ui/icon";
import { Section } from "../../ui/section";
import { SmartLink } from "../../ui/smart-link";
import { useSite } from "../../ui/site-settings";

type Office = Pick<SiteSettings, "address" | "openingHours" | "mapUrl" | "phone" | "email"> & { chat: string };
type ContactDetailsProps = BlockProps<"contact-details"> & { office: Office };

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:decoration-2";

/**
 * Where the office is and when it is open, and every way to reach it, from the site settings. The
 * map is a link: no map (nor anything else of a third party) loads until the visitor asks for it.
 */
function ContactDetails({ block, office }: ContactDetailsProps) {
  const { words } = useSite();
  return (
    <Section heading={block.heading} intro={block.intro}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail icon="pin" term={words.address}>
          <p>{office.address}</p>
          <SmartLink href={office.mapUrl} className={LINK}>
            {words.openOnMap}
          </SmartLink>
        </Detail>
        <Detail icon="clock" term={words.openingHours}>
          {office.openingHours.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Detail>
        <Detail icon="phone" term={words.admissionsPhone}>
          <a href={`tel:${office.phone.replace(/[^+\d]/g, "")}`} className={LINK}>
            {office.phone}
          </a>
        </Detail>
        <Detail icon="chat" term={words.whatsApp}>
          <SmartLink href={office.chat} className={LINK}>
            {words.chatWithUs}
          </SmartLink>
        </Detail>
        <Detail icon="mail" term={words.email}>
          <a href={`mailto:${office.email}`} className={LINK}>
            {office.email}
          </a>
        </Detail>
      </dl>
    </Section>
  );
}

function Detail({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div className="card p-5">
      <dt className="flex items-center gap-2 font-bold text-slate-900">
        <Icon name={icon} size={24} className="shrink-0 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-2 space-y-1 pl-8 text-slate-700">{children}</dd>
    </div>
  );
}

/** The contact details, given the site's address, hours, phone, chat number and e-mail. */
export const contactDetails: BlockEntry<"contact-details", ContactDetailsProps> = {
  component: ContactDetails,
  resolve: (block, { site }) => ({
    block,
    office: {
      address: site.address,
      openingHours: site.openingHours,
      mapUrl: site.mapUrl,
      phone: site.phone,
      email: site.email,
      chat: chatLink(site.chatNumber, site.contactWidget.chatMessage),
    },
  }),
};
