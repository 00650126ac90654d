import { readFileSync } from "node:fs";
import { NOT_UPDATED_SAID } from "../../../src/runtime/site-version.ts";
import { DEPLOYED_BRANCH, deploySite, type DeployOutcome } from "./deploy/deploy-site.ts";

// A git server's post-receive hook (installed by `npm run git-hook:install -- <bare repository>
// --deploy-to <folder>`): when a push moves the main branch, the site is built from it into the
// folder and switched to at once. What is printed here reaches the person (or editor) pushing,
// each line after "remote:"; the push itself has landed whatever the build does.
const folder = process.argv[2];
const say = (line: string) => process.stdout.write(`${line}\n`);
if (!folder) {
  say(`${NOT_UPDATED_SAID}: this hook names no deploy folder. Install it again with`);
  say("npm run git-hook:install -- <this repository> --deploy-to <folder>.");
  process.exit(0);
}
const repository = process.env.GIT_DIR ?? ".";

const movesMain = readFileSync(0, "utf8")
  .split("\n")
  .some((line) => {
    const [, commit, ref] = line.split(" ");
    return ref === DEPLOYED_BRANCH && !/^0+$/.test(commit ?? "0");
  });

function report(outcome: DeployOutcome): void {
  if (outcome.kind === "nothing-yet") {
    say("Nothing to build: main has no commit.");
    return;
  }
  const short = outcome.commit.slice(0, 12);
  if (outcome.kind === "deployed")
    say(`Live: the site now shows ${short} (built in ${Math.round(outcome.seconds)} s).`);
  else if (outcome.kind === "unchanged") say(`Live: the site already shows ${short}.`);
  else {
    say(
      `${NOT_UPDATED_SAID}: the build of ${short} failed. Visitors still see ${outcome.live?.slice(0, 12) ?? "no site yet"}.`,
    );
    say("The push itself is kept: once what the build says below is put right, the next push to main builds again.");
    say(outcome.why);
  }
}

if (movesMain) {
  try {
    report(await deploySite(repository, folder, say));
  } catch (error) {
    say(`${NOT_UPDATED_SAID}: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
