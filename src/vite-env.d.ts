/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  /** The one template every form sends through, unless a form has its own (below). */
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ENROLMENT_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_CAREERS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_COURSE_INQUIRY_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_SERVICE_INQUIRY_TEMPLATE_ID?: string;
  readonly VITE_CLOUDINARY_CLOUD_NAME?: string;
  readonly VITE_CLOUDINARY_UPLOAD_PRESET?: string;
  /** The page editor's repository on a static host, such as /git/site.git (editor/browser/storage/git/). */
  readonly VITE_EDITOR_GIT_URL?: string;
  /** The page editor's repository on GitHub, owner/name (editor/browser/storage/github/). */
  readonly VITE_EDITOR_GITHUB_REPO?: string;
  /** The site's GitHub App's client ID, for "Sign in with GitHub". */
  readonly VITE_EDITOR_GITHUB_APP_CLIENT_ID?: string;
  /** The address of the App's token exchange (functions/github-token-exchange.ts), its callback URL. */
  readonly VITE_EDITOR_GITHUB_TOKEN_EXCHANGE?: string;
}

declare module "bikram-sambat" {
  /** A Gregorian day ("2025-12-07") in Bikram Sambat: { year: 2082, month: 8, day: 21 }, months from 1. */
  export function toBik(gregorian: string): { year: number; month: number; day: number };
}
