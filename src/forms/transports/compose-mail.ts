import type { ComposeAction } from "../../generated/form";

/**
 * A web-mail compose address to the company mailbox, its subject and body already written. Every
 * part is URL-encoded, so nothing a visitor types can add a recipient, a header or a parameter.
 */
export function composeUrl(mailbox: string, action: ComposeAction, values: Record<string, string>): string {
  const body = action.lines.map((line) => `${line.label}: ${values[line.field] ?? ""}`).join("\n");
  const params = new URLSearchParams({ view: "cm", fs: "1", to: mailbox, su: action.subject, body });
  return `https://mail.google.com/mail/?${params.toString()}`;
}
