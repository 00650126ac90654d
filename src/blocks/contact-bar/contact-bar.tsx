import type { BlockProps } from "../../content/blocks";
import type { BlockEntry } from "../block-entry";
import { Icon } from "../../ui/icon";
import { ContentText } from "../../ui/text-language";

interface ContactBarProps extends BlockProps<"contact-bar"> {
  phone: string;
  email: string;
}

function ContactBar({ block, phone, email }: ContactBarProps) {
  return (
    <div className="bg-brand-900 text-sm text-blue-50">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <ContentText as="p">{block.message}</ContentText>
        <p className="flex flex-wrap gap-x-5">
          <a
            href={`tel:${phone.replace(/[^+\d]/g, "")}`}
            className="inline-flex min-h-6 items-center gap-1.5 underline underline-offset-2 hover:decoration-2"
          >
            <Icon name="phone" size={16} />
            {phone}
          </a>
          <a
            href={`mailto:${email}`}
            className="inline-flex min-h-6 items-center gap-1.5 underline underline-offset-2 hover:decoration-2"
          >
            <Icon name="mail" size={16} />
            {email}
          </a>
        </p>
      </div>
    </div>
  );
}

/** The contact bar, given the site's phone number and e-mail address. */
export const contactBar: BlockEntry<"contact-bar", ContactBarProps> = {
  component: ContactBar,
  resolve: (block, { site }) => ({ block, phone: site.phone, email: site.email }),
};
