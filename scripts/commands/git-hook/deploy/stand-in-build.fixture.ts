import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkForms, formsIn, formsServices, productionSettings } from "../../../lib/forms-reach/forms-reach.ts";
import { FORMS_DIR } from "../../../content-layout/content-layout.ts";
import { PROJECT_ROOT } from "../../../lib/project-root.ts";
import { validatePages } from "../../../validator/validate-pages.ts";
import { validationReport } from "../../../validator/validation-report.ts";
import { builtCommit, writeVersion } from "../../prerender/write-version.ts";

// A quick stand-in for the site's build (npm run build) in the deploy hook's own tests, named to the
// hook by DEPLOY_BUILD_STAND_IN: what they check is the hook's work around a build (one at a time, the
// switch, the builds kept, a failure said and nothing served changed), in seconds, not the build. The
// site's real build inside a deploy is checked by tests/browser/editor-git.test.ts, published to.
// Like the build, it checks the forms' settings and validates first (a refusal fails it in the same words), keeps what it
// caches in node_modules/.cache, and writes dist/: each document at its address, and version.json.
// A test that needs a build under way (a push made meanwhile) holds it open until that file exists.
const heldUntil = process.env.STAND_IN_BUILD_HELD_UNTIL;
while (heldUntil && !existsSync(heldUntil)) await new Promise((next) => setTimeout(next, 50));

// Like the build, it refuses first where a form would reach no one.
const { refusal } = checkForms(PROJECT_ROOT);
if (refusal) {
  process.stdout.write(`${refusal}\n`);
  process.exit(1);
}
const result = validatePages();
const { output, ok } = validationReport(result, { format: "text" });
if (!ok) {
  process.stdout.write(output);
  process.exit(1);
}
const commit = builtCommit();
const cache = join(PROJECT_ROOT, "node_modules/.cache/stand-in-build");
mkdirSync(cache, { recursive: true });
writeFileSync(join(cache, commit || "no-commit"), "");
const dist = join(PROJECT_ROOT, "dist");
for (const { document } of result.documents) {
  mkdirSync(join(dist, document.path), { recursive: true });
  writeFileSync(join(dist, document.path, "index.html"), JSON.stringify(document));
}
writeVersion(dist, commit, formsServices(productionSettings(PROJECT_ROOT), formsIn(join(PROJECT_ROOT, FORMS_DIR))));
