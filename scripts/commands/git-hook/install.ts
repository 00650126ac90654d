import { chmodSync, existsSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

// npm run git-hook:install -- <bare repository>: makes this checkout's validator the repository's
// pre-receive hook. The hook runs this checkout's code with this Node, so keep the checkout (with its
// node_modules) on the server, and update it before pushing pages that need a newer schema.
const repository = process.argv[2];
if (!repository) {
  process.stderr.write("Name the bare repository: npm run git-hook:install -- /srv/git/site.git\n");
  process.exit(2);
}
const hooks = join(resolve(repository), "hooks");
if (!existsSync(hooks) || !statSync(hooks).isDirectory()) {
  process.stderr.write(`${repository} has no hooks folder: is it a bare git repository?\n`);
  process.exit(2);
}
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const tsx = join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs");
const hook = join(PROJECT_ROOT, "scripts/commands/git-hook/pre-receive.ts");
const file = join(hooks, "pre-receive");
writeFileSync(
  file,
  `#!/bin/sh\n# Installed by npm run git-hook:install from ${PROJECT_ROOT}: refuses a push whose pages have errors.\nexec ${quote(process.execPath)} ${quote(tsx)} ${quote(hook)}\n`,
);
chmodSync(file, 0o755);
process.stdout.write(`Installed ${file}: a push with an error in its pages is now refused.\n`);
