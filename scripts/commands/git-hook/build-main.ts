import { deployNewest } from "./deploy/deploy-site.ts";

// Started by the post-receive hook on its own, once a push has moved main, so the push returns at once:
// builds main into the deploy folder, and again while main moved meanwhile (deployNewest). Its words go
// to <folder>/status/build.log; the editor reads the folder's status (/deploy-status.json).
// With --daily (the day's build, from the server's cron: README, "CI and the git server"), main is built
// again even where it is live, once a day, so a course batch whose day has come leaves the pages.
const args = process.argv.slice(2);
const [repository, folder] = args.filter((arg) => !arg.startsWith("--"));
const daily = args.includes("--daily");
const say = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
if (!repository || !folder) {
  say("Name the repository and the deploy folder: build-main.ts <repository> <folder> [--daily].");
  process.exit(2);
}
const outcome = await deployNewest(repository, folder, say, { daily });
if (outcome.kind === "busy") say("Another build holds the folder: it builds main's newest commit before it ends.");
else if (outcome.kind === "failed") say(`The build of ${outcome.commit.slice(0, 12)} failed:\n${outcome.why}`);
else if (outcome.kind === "nothing-yet") say("Nothing to build: main has no commit.");
else say(`Live: the site shows ${outcome.commit.slice(0, 12)}.`);
