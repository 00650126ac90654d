import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { deploySite } from "./deploy/deploy-site.ts";

// npm run git-hook:install -- <bare repository> [--deploy-to <folder>]: makes this checkout's validator
// the repository's pre-receive hook, and with --deploy-to a post-receive hook that builds main into
// <folder> (the web server serves <folder>/current) after every push that moves it. The hooks run this
// checkout's code with this Node, so keep the checkout (with its node_modules) on the server, and
// update it before pushing pages that need a newer schema.
const {
  positionals: [repository],
  values: { "deploy-to": deployTo },
} = parseArgs({ options: { "deploy-to": { type: "string" } }, allowPositionals: true });
const fail = (message: string) => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};
if (!repository)
  fail("Name the bare repository: npm run git-hook:install -- /srv/git/site.git [--deploy-to /srv/site]");
const hooks = join(resolve(repository!), "hooks");
if (!existsSync(hooks) || !statSync(hooks).isDirectory())
  fail(`${repository} has no hooks folder: is it a bare git repository?`);

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const tsx = join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs");
const run = (script: string, ...rest: string[]) =>
  [process.execPath, tsx, join(PROJECT_ROOT, "scripts/commands/git-hook", script), ...rest].map(quote).join(" ");

function writeHook(name: string, why: string, command: string): string {
  const file = join(hooks, name);
  writeFileSync(
    file,
    `#!/bin/sh\n# Installed by npm run git-hook:install from ${PROJECT_ROOT}: ${why}\nexec ${command}\n`,
  );
  chmodSync(file, 0o755);
  return file;
}

const preReceive = writeHook("pre-receive", "refuses a push whose pages have errors.", run("pre-receive.ts"));
process.stdout.write(`Installed ${preReceive}: a push with an error in its pages is now refused.\n`);

if (deployTo) {
  const folder = resolve(deployTo);
  // The build copies this checkout: a deploy folder inside it would be copied into itself.
  if (!relative(PROJECT_ROOT, folder).startsWith("..")) fail(`Deploy outside this checkout, not into ${folder}.`);
  mkdirSync(folder, { recursive: true });
  const postReceive = writeHook(
    "post-receive",
    `builds main into ${folder} after each push.`,
    run("post-receive.ts", folder),
  );
  process.stdout.write(`Installed ${postReceive}: each push to main is built into ${folder}/current.\n`);
  const outcome = await deploySite(resolve(repository!), folder, (line) => process.stdout.write(`${line}\n`));
  if (outcome.kind === "failed") fail(`The first build failed, so nothing is served yet:\n${outcome.why}`);
  process.stdout.write(`Serve ${folder}/current as the site's root (nginx: root ${folder}/current;).\n`);
}
