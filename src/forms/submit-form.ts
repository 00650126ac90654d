import type { FormDefinition } from "../generated/form";
import { assertNever } from "../lib/assert-never";
import { textValues, type FormValues } from "./form-values";
import { sendOrKeep, type Sending } from "./kept-forms/send-or-keep";
import { composeUrl } from "./transports/compose-mail";

export interface SubmitContext {
  mailbox: string;
  onProgress: (percent: number) => void;
}

/**
 * Does what the definition's action says with the visitor's values: sent, or kept on the device to
 * be sent when the connection is back. Rejects with the cause when neither could be done.
 */
export async function submitForm(
  definition: FormDefinition,
  values: FormValues,
  context: SubmitContext,
): Promise<Sending> {
  const { action } = definition;
  switch (action.kind) {
    case "email":
    case "upload-then-email":
      return sendOrKeep(definition, action, values, context.onProgress);
    case "compose":
      window.open(composeUrl(context.mailbox, action, textValues(definition, values)), "_blank", "noopener,noreferrer");
      return { kind: "sent" };
    default:
      return assertNever(action);
  }
}
