import type { OwnMail } from "../../generated/form";
import { mailLink } from "../../lib/message-links";

/**
 * The address of a message to the company mailbox, its subject and body written from what the visitor
 * typed: Gmail's compose window where web mail can compose (a computer's browser), else a `mailto:`
 * address for the device's own mail app. Every part is encoded, so nothing typed can add a recipient,
 * a header or a parameter.
 */
export function ownMailAddress(
  mailbox: string,
  ownMail: OwnMail,
  values: Record<string, string>,
  webMail: boolean,
): string {
  const body = ownMail.lines.map((line) => `${line.label}: ${values[line.field] ?? ""}`).join("\n");
  if (!webMail) return mailLink(mailbox, ownMail.subject, body);
  const params = new URLSearchParams({ view: "cm", fs: "1", to: mailbox, su: ownMail.subject, body });
  return `https://mail.google.com/mail/?${params.toString()}`;
}
