import { join } from "node:path";
import { PROJECT_ROOT } from "./project-root.ts";

/**
 * The forms' settings the tests build with, as an owner writes a deploy's site.env: fake, public values
 * whose services (EmailJS, Cloudinary) the browser tests intercept.
 */
export const TEST_FORM_SETTINGS = join(PROJECT_ROOT, "tests/form-settings.env");
