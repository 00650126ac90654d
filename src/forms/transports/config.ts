import type { EmailAction } from "../../generated/form";

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templates: Record<EmailAction["template"], string>;
}

export interface UploadConfig {
  cloudName: string;
  uploadPreset: string;
}

/** EmailJS settings from the public VITE_* variables, or undefined when any is missing. */
export function emailConfig(): EmailConfig | undefined {
  const env = import.meta.env;
  const config = {
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
    serviceId: env.VITE_EMAILJS_SERVICE_ID,
    templates: {
      enrolment: env.VITE_EMAILJS_ENROLMENT_TEMPLATE_ID,
      careers: env.VITE_EMAILJS_CAREERS_TEMPLATE_ID,
      "course-inquiry": env.VITE_EMAILJS_COURSE_INQUIRY_TEMPLATE_ID,
      "service-inquiry": env.VITE_EMAILJS_SERVICE_INQUIRY_TEMPLATE_ID,
    },
  };
  const complete = [config.publicKey, config.serviceId, ...Object.values(config.templates)].every(Boolean);
  return complete ? (config as EmailConfig) : undefined;
}

/** The media service's unsigned-upload settings, or undefined when either is missing. */
export function uploadConfig(): UploadConfig | undefined {
  const { VITE_CLOUDINARY_CLOUD_NAME: cloudName, VITE_CLOUDINARY_UPLOAD_PRESET: uploadPreset } = import.meta.env;
  return cloudName && uploadPreset ? { cloudName, uploadPreset } : undefined;
}

/** Where forms go when no service is configured: the dev or preview server's local outbox. */
export const OUTBOX_PATH = "/__outbox";
