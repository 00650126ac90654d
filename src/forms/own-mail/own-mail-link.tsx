import { useWatch, type Control } from "react-hook-form";
import { useHydrated } from "../../runtime/use-hydrated";
import type { FormDefinition } from "../../generated/form";
import { textValues, type FormValues } from "../form-values";
import { ownMailAddress, webMailCanCompose } from "./own-mail-address";
import { useFormWords } from "../form-words";

interface OwnMailLinkProps {
  /** Its `ownMail` says what the message holds; a form without one offers no such link. */
  definition: FormDefinition;
  mailbox: string;
  control: Control<FormValues>;
}

/**
 * "Write from your own e-mail": a choice beside Send, never what Send does. A plain link, so it is
 * honest about where it goes; as pre-rendered (and with no script) it opens the mail app with the
 * message's lines to fill in, and once the scripts run it carries what the visitor typed, to web mail
 * on a computer.
 */
export function OwnMailLink({ definition, mailbox, control }: OwnMailLinkProps) {
  const values = useWatch({ control });
  const hydrated = useHydrated();
  const words = useFormWords();
  const { ownMail } = definition;
  if (!ownMail) return null;
  const webMail = hydrated && webMailCanCompose();
  const address = ownMailAddress(mailbox, ownMail, hydrated ? textValues(definition, values) : {}, webMail);
  return (
    <p className="text-sm text-slate-700 sm:col-span-2">
      {words.ratherSendYourself}{" "}
      <a
        href={address}
        {...(webMail ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="font-semibold text-brand-700 underline"
      >
        {words.writeFromOwnMail}
      </a>
    </p>
  );
}
