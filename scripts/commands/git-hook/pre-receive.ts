import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validatePages } from "../../validator/validate-pages.ts";
import { validationReport } from "../../validator/validation-report.ts";

// A git server's pre-receive hook (installed by `npm run git-hook:install -- <bare repository>`): for
// each branch a push moves, the pages/ and public/ of its new commit are checked by the validator of
// the checkout that installed the hook (never by code the push brings), and the whole push is refused,
// naming each problem's file:line:col, when any has an error. Git shows what is printed here to the
// person pushing, each line after "remote:".

/** Bounds on what one pushed commit may make the hook read (the bytes may be lowered, as the tests do). */
const LIMITS = {
  archiveBytes: Math.min(Number(process.env.SITE_HOOK_MAX_BYTES) || Infinity, 64 * 1024 * 1024),
  gitMs: 60_000,
};
const DELETED = /^0+$/;
const CHECKED = ["pages", "public"];

const git = (args: string[], input?: Buffer) =>
  execFileSync("git", args, { input, maxBuffer: LIMITS.archiveBytes, timeout: LIMITS.gitMs });

/** The problems report for one commit, or undefined when it has no error. */
function refusalFor(commit: string): string | undefined {
  const present = git(["ls-tree", "--name-only", commit, "--", ...CHECKED])
    .toString()
    .split("\n")
    .filter(Boolean);
  if (!present.includes("pages")) return undefined; // not this site's history: nothing to check
  const folder = mkdtempSync(join(tmpdir(), "pre-receive-"));
  try {
    execFileSync("tar", ["-x", "-C", folder], { input: git(["archive", "--format=tar", commit, "--", ...present]) });
    const { output, ok } = validationReport(validatePages(folder));
    return ok ? undefined : output;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function whyUnchecked(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "ENOBUFS") return `its pages and pictures are over ${Math.round(LIMITS.archiveBytes / 1024)} KB`;
  if (code === "ETIMEDOUT") return `reading it took git over ${LIMITS.gitMs / 1000} s`;
  return `git said "${String(message).split("\n")[0]}"`;
}

let refused = false;
for (const update of readFileSync(0, "utf8").split("\n").filter(Boolean)) {
  const [, commit, ref] = update.split(" ");
  if (DELETED.test(commit) || !ref.startsWith("refs/heads/")) continue; // a deletion, a tag
  const branch = ref.slice("refs/heads/".length);
  let report: string | undefined;
  try {
    report = refusalFor(commit);
  } catch (error) {
    // Past a bound (pages and pictures over 64 MB, git busy over a minute), or git failing: refused in words.
    refused = true;
    process.stdout.write(`Refused: ${branch} could not be checked: ${whyUnchecked(error)}.\n`);
    continue;
  }
  if (report === undefined) continue;
  refused = true;
  process.stdout.write(`Refused: ${branch} has pages with errors. Fix them and push again.\n\n`);
  process.stdout.write(report);
}
process.exitCode = refused ? 1 : 0;
