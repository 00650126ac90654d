import type { FormDefinition } from "../generated/form";

/**
 * Where a form goes when it is sent without the page's scripts (scripts off, or failed to load): a
 * static host has nothing to receive a POST, so it is addressed to the company's mailbox. Sent by
 * POST as text/plain, the browser hands the visitor's e-mail app a message whose body is the fields,
 * one "name=value" a line; nothing reaches a server, the address bar or the history, and the page,
 * with what was typed, stays as it was (README, "Forms: where submissions go").
 */
export function noScriptAction(definition: FormDefinition, mailbox: string): string {
  const subject = definition.ownMail?.subject ?? `${titleOf(definition.id)} form`;
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}`;
}

const titleOf = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replaceAll("-", " ");
