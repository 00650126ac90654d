import { join } from "node:path";
import type { Plugin, PreviewServer, ResolvedConfig } from "vite";
import { OUTBOX_PATH } from "../../src/forms/transports/config.ts";
import { outboxMiddleware } from "./form-outbox/outbox-middleware.ts";
import { FORMS_DIR } from "../validator/validate-texts.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

const SETTINGS = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_ENROLMENT_TEMPLATE_ID",
  "VITE_EMAILJS_CAREERS_TEMPLATE_ID",
  "VITE_EMAILJS_COURSE_INQUIRY_TEMPLATE_ID",
  "VITE_EMAILJS_SERVICE_INQUIRY_TEMPLATE_ID",
  "VITE_CLOUDINARY_CLOUD_NAME",
  "VITE_CLOUDINARY_UPLOAD_PRESET",
];

/**
 * The forms' local default: with no EmailJS or upload settings, the dev and preview servers accept
 * each submission and save it (and any uploaded file) under outbox/, one file per submission. What
 * the outbox guarantees is in scripts/local-services/form-outbox/ and the README's "Forms: where submissions go".
 */
export function outboxPlugin(outbox: string, formsFolder = join(PROJECT_ROOT, FORMS_DIR)): Plugin {
  let config: ResolvedConfig;
  const missing = () => SETTINGS.filter((name) => !config.env[name]);
  const serve = ({ middlewares, config: { logger } }: Pick<PreviewServer, "middlewares" | "config">) => {
    middlewares.use(outboxMiddleware({ outbox, formsFolder, logger }));
    if (missing().length > 0)
      logger.info(`Forms: ${missing().join(", ")} not set, so submissions are saved in ${outbox}/`);
  };
  return {
    name: "outbox",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command !== "build" || config.build.ssr || missing().length === 0) return;
      this.warn(
        `${missing().join(", ")} not set: the forms will post to ${OUTBOX_PATH}, which only \`npm start\` and \`npm run preview\` answer. See .env.example.`,
      );
    },
    configureServer: serve,
    configurePreviewServer: serve,
  };
}
