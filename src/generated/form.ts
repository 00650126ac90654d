/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schema/ by scripts/commands/gen-types.ts (json-schema-to-typescript).
 * Change the JSON Schema, then run: npm run gen:types -- --write
 */

/**
 * One of the site's forms, by the name of its file in pages/_forms/.
 */
export type FormId = "enrolment" | "course-inquiry" | "service-inquiry" | "career";
/**
 * Which e-mail template receives the fields (each has its own template ID in the site's settings: README, "Forms: where submissions go").
 */
export type EmailTemplate = "enrolment" | "careers" | "course-inquiry" | "service-inquiry";

/**
 * One of the site's forms, in pages/_forms/<id>.json: its fields, rules, button, what submitting does and the messages a visitor sees.
 */
export interface FormDefinition {
  /**
   * Where the editor finds the rules for this file. Keep it as it is.
   */
  $schema?: string;
  /**
   * Which form this is; it must match the file name.
   */
  id: FormId;
  /**
   * The fields, top to bottom. Each field's name is the key it is sent under.
   *
   * @minItems 1
   */
  fields: FormField[];
  /**
   * The submit button.
   */
  submit: {
    /**
     * The words on the button.
     */
    label: string;
    /**
     * The words on the button while sending.
     */
    sendingLabel: string;
  };
  /**
   * What submitting does: send the answers through the e-mail service, or upload a file and then send them.
   */
  action: EmailAction | UploadAction;
  ownMail?: OwnMail;
  /**
   * What the visitor reads after submitting.
   */
  messages: {
    /**
     * Shown in place of the form once it is sent: what happened, in a few words.
     */
    success: string;
    /**
     * Shown under the success message (and under the kept message), with the visitor's reference: what happens next, and when.
     */
    next: string;
    /**
     * Shown beside the button when sending failed, with the phone, WhatsApp and e-mail ways; everything typed is kept.
     */
    failure: string;
    /**
     * Shown when the form could not be sent now (no connection, or the mail service busy) and is saved on the visitor's device, to be sent by itself when the connection is back.
     */
    kept?: string;
    /**
     * Shown when the visitor has no connection and their device cannot save the form to send later (private browsing, storage turned off); nothing is sent and everything typed is kept.
     */
    offline?: string;
  };
}
export interface FormField {
  /**
   * The key the value is sent under (the e-mail template uses the same name).
   */
  name: string;
  /**
   * The field's label.
   */
  label: string;
  /**
   * What kind of input it is: "select" chooses one of its options, "checkboxes" one or more.
   */
  type: "text" | "email" | "tel" | "number" | "select" | "checkboxes" | "textarea" | "file";
  /**
   * Greyed example text inside the field; for a select, the empty first choice.
   */
  placeholder?: string;
  /**
   * Whether the field must be filled in.
   */
  required?: boolean;
  /**
   * The browser autofill hint (an HTML autocomplete token).
   */
  autocomplete?:
    | "name"
    | "given-name"
    | "family-name"
    | "email"
    | "tel"
    | "street-address"
    | "address-line1"
    | "address-level2"
    | "postal-code"
    | "country-name"
    | "organization"
    | "organization-title"
    | "bday"
    | "url"
    | "off";
  /**
   * Smallest number allowed (number fields).
   */
  min?: number;
  /**
   * Largest number allowed (number fields).
   */
  max?: number;
  /**
   * The choices of a select or of checkboxes: every course or every service, plus optional extra choices.
   */
  options?: {
    /**
     * Which list to offer.
     */
    from: "courses" | "services";
    /**
     * Choices added after the list.
     *
     * Items: Text shown to visitors.
     */
    extra?: string[];
  };
  /**
   * What files a file field takes: pictures (PNG, JPEG, GIF, WebP), or a PDF or a picture (a CV). Each file is checked by its first bytes, whatever its name.
   */
  accept?: "image" | "pdf-or-image";
  /**
   * Files of this size or larger are refused (file fields).
   */
  maxBytes?: number;
  /**
   * Shown in red when a file is too large.
   */
  tooLargeMessage?: string;
  /**
   * Height of a text area in lines.
   */
  rows?: number;
}
/**
 * Sends the fields through the e-mail service, with the template named here.
 */
export interface EmailAction {
  /**
   * Send through the e-mail service.
   */
  kind: "email";
  /**
   * Which e-mail template receives the fields.
   */
  template: EmailTemplate;
}
/**
 * Uploads the file first, then sends the fields with the file's address through the e-mail service.
 */
export interface UploadAction {
  /**
   * Upload a file, then send the fields.
   */
  kind: "upload-then-email";
  /**
   * Which e-mail template receives the fields and the file's address.
   */
  template: EmailTemplate;
  /**
   * The name of the file field; its value is sent as the uploaded file's address.
   */
  fileField: string;
}
/**
 * Offers “Write from your own e-mail” below the form: the visitor's own mail app (or web mail on a computer), with a message to the company already written from what they typed. The form itself is still sent by the site.
 */
export interface OwnMail {
  /**
   * The e-mail subject.
   */
  subject: string;
  /**
   * The body, one line per field: the words before the value, and the field's name.
   *
   * @minItems 1
   */
  lines: {
    /**
     * Words before the answer.
     */
    label: string;
    /**
     * The name of the field whose value follows.
     */
    field: string;
  }[];
}
