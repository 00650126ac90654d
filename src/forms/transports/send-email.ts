import { send } from "@emailjs/browser";
import type { EmailAction } from "../../generated/form";
import { emailConfig, OUTBOX_PATH } from "./config";

export type TemplateParams = Record<string, string>;

/**
 * Sends the fields through EmailJS, with template params named exactly like the fields; with no
 * EmailJS settings, hands them to the local outbox instead. Rejects with a precise cause.
 */
export async function sendEmail(template: EmailAction["template"], params: TemplateParams): Promise<void> {
  const config = emailConfig();
  if (!config) return sendToOutbox(template, params);
  try {
    // blockHeadless stays off: the browser tests run headless, and real visitors never are.
    await send(config.serviceId, config.templates[template], params, {
      publicKey: config.publicKey,
      blockHeadless: false,
    });
  } catch (error) {
    throw new Error(`EmailJS refused the ${template} message: ${describeEmailError(error)}`, { cause: error });
  }
}

async function sendToOutbox(template: string, params: TemplateParams): Promise<void> {
  const response = await fetch(`${OUTBOX_PATH}/${encodeURIComponent(template)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(params),
  });
  if (!response.ok) throw new Error(`The local outbox answered ${response.status}`);
}

/** EmailJS rejects with { status, text } (451 headless, 403 block list, 429 rate limit, 0 network). */
function describeEmailError(error: unknown): string {
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: number; text?: string };
    return `status ${status}${text ? ` (${text})` : ""}`;
  }
  return error instanceof Error ? error.message : String(error);
}
