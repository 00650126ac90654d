import { send } from "@emailjs/browser";
import type { EmailAction } from "../../generated/form";
import { emailConfig, OUTBOX_PATH } from "./config";
import { ServiceError } from "./service-error";

export type TemplateParams = Record<string, string>;

/**
 * Sends the fields through EmailJS, with template params named exactly like the fields; with no
 * EmailJS settings, hands them to the local outbox instead. Rejects with a ServiceError: its status
 * is the service's answer, 0 when none came.
 */
export async function sendEmail(template: EmailAction["template"], params: TemplateParams): Promise<void> {
  const config = emailConfig(template);
  if (!config) return sendToOutbox(template, params);
  try {
    // blockHeadless stays off: the browser tests run headless, and real visitors never are.
    await send(config.serviceId, config.templateId, params, {
      publicKey: config.publicKey,
      blockHeadless: false,
    });
  } catch (error) {
    throw new ServiceError(`EmailJS refused the ${template} message: ${describeEmailError(error)}`, statusOf(error), {
      cause: error,
      said: textOf(error),
    });
  }
}

async function sendToOutbox(template: string, params: TemplateParams): Promise<void> {
  const response = await fetch(`${OUTBOX_PATH}/${encodeURIComponent(template)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(params),
  }).catch((error: unknown) => {
    throw new ServiceError(`The local outbox could not be reached: ${String(error)}`, 0, { cause: error });
  });
  if (!response.ok) {
    // The outbox refuses with { message } in words (scripts/lib/refusal.ts).
    const body: unknown = await response.json().catch(() => undefined);
    const said = body && typeof body === "object" && "message" in body ? String(body.message) : undefined;
    throw new ServiceError(`The local outbox answered ${response.status}`, response.status, { said });
  }
}

/** EmailJS's own refusals carry a status; anything else thrown (fetch's TypeError) means no answer came. */
function statusOf(error: unknown): number {
  const status = error && typeof error === "object" && "status" in error ? Number(error.status) : 0;
  return Number.isFinite(status) ? status : 0;
}

/** What EmailJS said of a refusal, if anything (a short sentence, never shown at length). */
function textOf(error: unknown): string | undefined {
  const text = error && typeof error === "object" && "text" in error ? String(error.text) : "";
  return text.trim().slice(0, 300) || undefined;
}

/** EmailJS rejects with { status, text } (451 headless, 403 block list, 429 rate limit, 0 network). */
function describeEmailError(error: unknown): string {
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: number; text?: string };
    return `status ${status}${text ? ` (${text})` : ""}`;
  }
  return error instanceof Error ? error.message : String(error);
}
