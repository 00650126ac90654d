import type { FormDefinition } from "../generated/form";
import { assertNever } from "../lib/assert-never";
import { composeUrl } from "./transports/compose-mail";
import { sendEmail } from "./transports/send-email";
import { uploadFile } from "./transports/upload-file";

export type FormValues = Record<string, string | number | File | null | undefined>;

export interface SubmitContext {
  mailbox: string;
  onProgress: (percent: number) => void;
}

/** Does what the definition's action says with the visitor's values; rejects with the cause. */
export async function submitForm(
  definition: FormDefinition,
  values: FormValues,
  context: SubmitContext,
): Promise<void> {
  const { action } = definition;
  switch (action.kind) {
    case "email":
      return sendEmail(action.template, textValues(definition, values));
    case "upload-then-email": {
      const file = values[action.fileField];
      const url = file instanceof File ? await uploadFile(file, context.onProgress) : "";
      return sendEmail(action.template, { ...textValues(definition, values), [action.fileField]: url });
    }
    case "compose":
      window.open(composeUrl(context.mailbox, action, textValues(definition, values)), "_blank", "noopener,noreferrer");
      return;
    default:
      return assertNever(action);
  }
}

/** Every field except files, as text, under its own name (the e-mail template's param names). */
function textValues(definition: FormDefinition, values: FormValues): Record<string, string> {
  const fields = definition.fields.filter((field) => field.type !== "file");
  return Object.fromEntries(fields.map((field) => [field.name, String(values[field.name] ?? "")]));
}
