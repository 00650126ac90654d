import type { PageDocument } from "../generated/page";
import type { SiteSettings } from "../generated/site";

/**
 * The chat message a page's chat links start with: on a course's or a service's page, one naming it
 * (the site's `contactWidget.chatAbout`, its {title} replaced); elsewhere the site's own.
 */
export function chatMessageFor(page: PageDocument | undefined, { contactWidget }: Pick<SiteSettings, "contactWidget">) {
  if (page?.kind !== "course" && page?.kind !== "service") return contactWidget.chatMessage;
  return contactWidget.chatAbout[page.kind].replaceAll("{title}", page.title);
}
