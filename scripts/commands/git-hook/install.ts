import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { FORMS_DIR } from "../../content-layout/content-layout.ts";
import {
  formsIn,
  productionSettings,
  unreachedForms,
  unsetOf,
  whereSettingsGo,
} from "../../lib/forms-reach/forms-reach.ts";
import { DEPLOYED_BRANCH, deployNewest, headBranch, siteSettings, siteSettingsFile } from "./deploy/deploy-site.ts";

// npm run git-hook:install -- <bare repository> [--deploy-to <folder>]: makes this checkout's validator
// the repository's pre-receive hook, and with --deploy-to a post-receive hook that builds main into
// <folder> (the web server serves <folder>/current) after every push that moves it, on its own so the
// push returns at once. The hooks run this
// checkout's code with this Node, so keep the checkout (with its node_modules) on the server, and
// update it before pushing pages that need a newer schema. Whatever fails is said in a sentence.
const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const { positionals, values } = (() => {
  try {
    return parseArgs({ options: { "deploy-to": { type: "string" } }, allowPositionals: true });
  } catch (error) {
    return fail(
      `${error instanceof Error ? error.message : String(error)}. Use: npm run git-hook:install -- /srv/git/site.git [--deploy-to /srv/site]`,
    );
  }
})();
const [repository] = positionals;
const deployTo = values["deploy-to"];
if (!repository)
  fail("Name the bare repository: npm run git-hook:install -- /srv/git/site.git [--deploy-to /srv/site]");
const bare = resolve(repository!);
const hooks = join(bare, "hooks");
if (!existsSync(hooks) || !statSync(hooks).isDirectory())
  fail(
    `${repository} has no hooks folder: is it a bare git repository? Make one with: git init --bare -b main ${repository}`,
  );

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const tsx = join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs");
const run = (script: string, ...rest: string[]) =>
  [process.execPath, tsx, join(PROJECT_ROOT, "scripts/commands/git-hook", script), ...rest].map(quote).join(" ");

function writeHook(name: string, why: string, command: string): string {
  const file = join(hooks, name);
  try {
    writeFileSync(
      file,
      `#!/bin/sh\n# Installed by npm run git-hook:install from ${PROJECT_ROOT}: ${why}\nexec ${command}\n`,
    );
    chmodSync(file, 0o755);
  } catch (error) {
    fail(`Could not write ${file} (${reason(error)}): run the install as the user who owns ${repository}.`);
  }
  return file;
}

const reason = (error: unknown) =>
  error && typeof error === "object" && "code" in error ? String(error.code) : String(error);

const preReceive = writeHook("pre-receive", "refuses a push whose pages have errors.", run("pre-receive.ts"));
say(`Installed ${preReceive}: a push with an error in its pages is now refused.`);

// The editor keeps a partial copy in the author's browser: a branch's folders first, then only the files
// it opens (a filter, as `git clone --filter=blob:none` asks). Without this, every fetch carries every file.
try {
  execFileSync("git", ["--git-dir", bare, "config", "uploadpack.allowFilter", "true"], { stdio: "ignore" });
  say("The editor may now fetch only the files it opens (uploadpack.allowFilter).");
} catch (error) {
  fail(`Could not change ${repository}'s settings (${reason(error)}): run the install as the user who owns it.`);
}

if (deployTo) {
  const folder = resolve(deployTo);
  const branch = DEPLOYED_BRANCH.replace("refs/heads/", "");
  // The build copies this checkout: a deploy folder inside it would be copied into itself.
  if (!relative(PROJECT_ROOT, folder).startsWith("..")) fail(`Deploy outside this checkout, not into ${folder}.`);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    fail(`Could not make the deploy folder ${folder} (${reason(error)}): choose one this user may write to.`);
  }
  const postReceive = writeHook(
    "post-receive",
    `builds ${branch} into ${folder} after each push.`,
    run("post-receive.ts", folder),
  );
  say(`Installed ${postReceive}: each push to ${branch} is built into ${folder}/current.`);
  const head = headBranch(bare);
  if (head !== DEPLOYED_BRANCH) {
    const named = head ? `names ${head.replace("refs/heads/", "")}` : "names no branch";
    say(
      `Note: this repository's HEAD ${named}, but the branch that deploys is ${branch} (the one the editor publishes to). Pushes to other branches are kept, not built. To make ${branch} the repository's own: git --git-dir ${quote(bare)} symbolic-ref HEAD ${DEPLOYED_BRANCH}`,
    );
  }
  // Whether the forms will reach the company: a deploy whose forms would reach no one is refused.
  const forms = formsIn(join(PROJECT_ROOT, FORMS_DIR));
  const env = { ...productionSettings(PROJECT_ROOT), ...siteSettings(folder) };
  const unreached = unreachedForms(env, forms);
  const where = whereSettingsGo({ SITE_DEPLOY_FOLDER: folder });
  if (unreached.length === 0) say(`Forms: every form on the site reaches the company (${siteSettingsFile(folder)}).`);
  else say(`Forms: ${unsetOf(unreached, forms.length)}, and every build is refused until they are: set them ${where}.`);
  say(
    env.VITE_EDITOR_GIT_URL
      ? `Editor: authors find the repository's address filled in (${env.VITE_EDITOR_GIT_URL}).`
      : `Editor: authors type the repository's address; to fill it in, set VITE_EDITOR_GIT_URL in ${siteSettingsFile(folder)} (read at the next build).`,
  );
  try {
    const outcome = await deployNewest(bare, folder, say);
    if (outcome.kind === "busy")
      say(`A build is running in ${folder}: it builds ${branch}'s newest commit before it ends.`);
    else if (outcome.kind === "nothing-yet")
      say(`No commits yet: the first push to ${branch} will build the site into ${folder}/current.`);
    else if (outcome.kind === "failed") fail(`The first build failed, so nothing is served yet:\n${outcome.why}`);
  } catch (error) {
    fail(
      `The hooks are installed, but the first build could not start (${error instanceof Error ? error.message : String(error)}). It will be tried again at the next push to ${branch}.`,
    );
  }
  say(`Serve ${folder}/current as the site's root (nginx: root ${folder}/current;).`);
}
