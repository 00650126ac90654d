import type { EmailAction, EmailTemplate, UploadAction } from "../../generated/form";

type FormAction = EmailAction | UploadAction;

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  /** The form's own template where one is set, else the template every form shares. */
  templateId: string;
}

export interface UploadConfig {
  cloudName: string;
  uploadPreset: string;
}

/** The public build settings the forms read, by name (`.env.example`, the README's "Forms"). */
export const FORM_SETTINGS = {
  publicKey: "VITE_EMAILJS_PUBLIC_KEY",
  serviceId: "VITE_EMAILJS_SERVICE_ID",
  /** One template for every form: it shows the form's name, `all_answers` and `submission_id`. */
  template: "VITE_EMAILJS_TEMPLATE_ID",
  cloudName: "VITE_CLOUDINARY_CLOUD_NAME",
  uploadPreset: "VITE_CLOUDINARY_UPLOAD_PRESET",
} as const;

/** A form's own template, used instead of the shared one where set. */
export const OWN_TEMPLATE_SETTING: Record<EmailTemplate, string> = {
  enrolment: "VITE_EMAILJS_ENROLMENT_TEMPLATE_ID",
  careers: "VITE_EMAILJS_CAREERS_TEMPLATE_ID",
  "course-inquiry": "VITE_EMAILJS_COURSE_INQUIRY_TEMPLATE_ID",
  "service-inquiry": "VITE_EMAILJS_SERVICE_INQUIRY_TEMPLATE_ID",
};

/** Settings by name, as the build has them (import.meta.env in the browser, Vite's loaded env in Node). */
export type FormEnv = Readonly<Partial<Record<string, string | boolean | undefined>>>;

const setting = (env: FormEnv, name: string): string | undefined => {
  const value = env[name];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

/**
 * The EmailJS settings of one form's template, or undefined where any is missing: a form with no template
 * of its own uses the shared one, so one missing template never takes down another form.
 */
export function emailConfigIn(env: FormEnv, template: EmailTemplate): EmailConfig | undefined {
  const publicKey = setting(env, FORM_SETTINGS.publicKey);
  const serviceId = setting(env, FORM_SETTINGS.serviceId);
  const templateId = setting(env, OWN_TEMPLATE_SETTING[template]) ?? setting(env, FORM_SETTINGS.template);
  return publicKey && serviceId && templateId ? { publicKey, serviceId, templateId } : undefined;
}

/** The media service's unsigned-upload settings, or undefined when either is missing. */
export function uploadConfigIn(env: FormEnv): UploadConfig | undefined {
  const cloudName = setting(env, FORM_SETTINGS.cloudName);
  const uploadPreset = setting(env, FORM_SETTINGS.uploadPreset);
  return cloudName && uploadPreset ? { cloudName, uploadPreset } : undefined;
}

/**
 * The settings a form still needs to reach the company (none: it does), named as they are set; a missing
 * template is named as the shared one, which serves every form.
 */
export function missingSettings(env: FormEnv, action: FormAction): string[] {
  const missing: string[] = [FORM_SETTINGS.publicKey, FORM_SETTINGS.serviceId].filter((name) => !setting(env, name));
  if (!setting(env, OWN_TEMPLATE_SETTING[action.template]) && !setting(env, FORM_SETTINGS.template))
    missing.push(FORM_SETTINGS.template);
  if (action.kind === "upload-then-email")
    missing.push(...[FORM_SETTINGS.cloudName, FORM_SETTINGS.uploadPreset].filter((name) => !setting(env, name)));
  return missing;
}

/** This build's EmailJS settings for a form's template. */
export const emailConfig = (template: EmailTemplate) => emailConfigIn(import.meta.env, template);

/** This build's upload settings. */
export const uploadConfig = () => uploadConfigIn(import.meta.env);

/** Where forms go when no service is configured: the dev or preview server's local outbox. */
export const OUTBOX_PATH = "/__outbox";
