import { spawnSync } from "node:child_process";
import { settingsIn } from "./git-hook/deploy/deploy-site.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { TEST_FORM_SETTINGS } from "../lib/test-form-settings.ts";

// npm run build:tested: `npm run build` as a deploy runs it (the deploy hook, a host's workflow): with
// NODE_ENV=production and the forms' settings in its environment, here the tests' fake ones
// (tests/form-settings.env, read as the hook reads site.env), into dist/: the site the browser tests and
// the bench check. Without the settings, NODE_ENV=production refuses the build, as a deploy's.
const { status } = spawnSync("npm", ["run", "-s", "build"], {
  cwd: PROJECT_ROOT,
  stdio: "inherit",
  env: { ...process.env, ...settingsIn(TEST_FORM_SETTINGS), NODE_ENV: "production" },
});
process.exitCode = status ?? 1;
