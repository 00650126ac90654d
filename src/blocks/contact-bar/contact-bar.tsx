import type { BlockProps } from "../../content/blocks";
import { site } from "../../content/site";
import { Icon } from "../../ui/icon";

export function ContactBar({ block }: BlockProps<"contact-bar">) {
  return (
    <div className="bg-brand-900 text-sm text-blue-50">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <p>{block.message}</p>
        <p className="flex flex-wrap gap-x-5">
          <a
            href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}
            className="inline-flex min-h-6 items-center gap-1.5 underline underline-offset-2 hover:decoration-2"
          >
            <Icon name="phone" size={16} />
            {site.phone}
          </a>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex min-h-6 items-center gap-1.5 underline underline-offset-2 hover:decoration-2"
          >
            <Icon name="mail" size={16} />
            {site.email}
          </a>
        </p>
      </div>
    </div>
  );
}
