import { deployNewest } from "./deploy/deploy-site.ts";

// Started by the post-receive hook on its own, once a push has moved main, so the push returns at once:
// builds main into the deploy folder, and again while main moved meanwhile (deployNewest). Its words go
// to <folder>/status/build.log; the editor reads the folder's status (/deploy-status.json).
const [repository, folder] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
if (!repository || !folder) {
  say("Name the repository and the deploy folder: build-main.ts <repository> <folder>.");
  process.exit(2);
}
const outcome = await deployNewest(repository, folder, say);
if (outcome.kind === "busy") say("Another build holds the folder: it builds main's newest commit before it ends.");
else if (outcome.kind === "failed") say(`The build of ${outcome.commit.slice(0, 12)} failed:\n${outcome.why}`);
else if (outcome.kind === "nothing-yet") say("Nothing to build: main has no commit.");
else say(`Live: the site shows ${outcome.commit.slice(0, 12)}.`);
