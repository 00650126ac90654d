import { join } from "node:path";
import type { Plugin, PreviewServer, ResolvedConfig } from "vite";
import { formsIn, outboxNoteOf, unreachedForms } from "../lib/forms-reach/forms-reach.ts";
import { outboxMiddleware } from "./form-outbox/outbox-middleware.ts";
import { FORMS_DIR } from "../content-layout/content-layout.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

/**
 * The forms' local default: with no EmailJS or upload settings, the dev and preview servers accept
 * each submission and save it (and any uploaded file) under outbox/, one file per submission. What
 * the outbox guarantees is in scripts/local-services/form-outbox/ and the README's "Forms: where submissions go".
 */
export function outboxPlugin(outbox: string, formsFolder = join(PROJECT_ROOT, FORMS_DIR)): Plugin {
  let config: ResolvedConfig;
  const serve = ({ middlewares, config: { logger } }: Pick<PreviewServer, "middlewares" | "config">) => {
    middlewares.use(outboxMiddleware({ outbox, formsFolder, logger }));
    const forms = formsIn(formsFolder);
    const unreached = unreachedForms(config.env, forms);
    if (unreached.length > 0) logger.info(`Forms: ${outboxNoteOf(unreached, forms.length)} Saved in ${outbox}/.`);
  };
  return {
    name: "outbox",
    configResolved(resolved) {
      config = resolved;
    },
    configureServer: serve,
    configurePreviewServer: serve,
  };
}
