import type { OwnMail } from "../../generated/form";
import { mailLink } from "../../lib/message-links";

/** The in-app browsers of the apps our visitors come from (Facebook, Messenger, Instagram, WhatsApp, Viber, Line) and Android's WebView. */
const IN_APP = /FBAN|FBAV|FB_IAB|Instagram|WhatsApp|Viber|Line\/|; wv\)/i;
const PHONE = /Android|iPhone|iPad|iPod|Mobi/i;

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

/**
 * Whether a web-mail compose window can do its job here: a computer's own browser, with a mouse. On
 * a phone or inside an app, web mail asks for a sign-in the app's browser cannot keep (Google refuses
 * embedded browsers) or replaces the page: the device's own mail app is offered instead.
 */
export function webMailCanCompose(): boolean {
  if (typeof navigator === "undefined") return false;
  const agent = navigator.userAgent;
  return !IN_APP.test(agent) && !PHONE.test(agent) && window.matchMedia("(pointer: fine)").matches;
}
