import { formTitle } from "../form-names";
import { languageOfPath, LANGUAGES } from "../../content/translation/languages";
import { sendEmail } from "../transports/send-email";
import { uploadFile } from "../transports/upload-file";
import { referenceOf, typedLines, type KeptSubmission } from "./kept-submission";

export interface DeliveryHooks {
  onProgress?: (percent: number) => void;
  /** The file is uploaded (its address is `url`): a later try need not upload it again. */
  onUploaded?: (url: string) => Promise<void>;
  /** The e-mail is about to leave: from now on, a page closed mid-way leaves it in doubt. */
  beforeEmail?: () => Promise<void>;
}

/**
 * Uploads the submission's file (unless done already), then sends its e-mail with the file's
 * address in the file's field, the submission's id in `submission_id` and its reference in `reference` (the
 * first line of `all_answers` too, "Reference: 3FA2-B1C0"), the form's name in `form_name`
 * ("Enrolment form"; "Enrolment form (in Nepali)" from a page in Nepali, in the subject staff read
 * first, whatever the template) and every answer in `all_answers` ("Full Name: Gita Sharma", a line each): one
 * template showing those three serves every form, and a field staff add later reaches the mailbox
 * through it even before a template names it. Rejects with the transports' ServiceError.
 */
export async function deliver(submission: KeptSubmission, hooks: DeliveryHooks = {}): Promise<void> {
  const { action, file } = submission;
  const params = { ...submission.params };
  if (file) {
    let url = submission.uploadedUrl;
    if (url === undefined) {
      url = await uploadFile(new File([file.bytes], file.name, { type: file.type }), hooks.onProgress ?? (() => {}));
      await hooks.onUploaded?.(url);
    }
    params[file.field] = url;
  }
  // The reference the visitor was shown, which staff find the e-mail by.
  params.reference = referenceOf(submission.id);
  params.all_answers = [`Reference: ${params.reference}`, ...typedLines({ params, labels: submission.labels })].join(
    "\n",
  );
  params.form_name = formTitle(submission.form) + inLanguage(submission.page);
  await hooks.beforeEmail?.();
  await sendEmail(action.template, params);
}

/** What a form sent from a page in another language than English says after its name: " (in Nepali)". */
function inLanguage(page: string | undefined): string {
  const language = languageOfPath(page ?? "/");
  return language === "en" ? "" : ` (in ${LANGUAGES[language].inEnglish})`;
}
