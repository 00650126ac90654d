import type { ChangedMeanwhile, GitSaveOutcome } from "../git/repository-storage";
import type { PublishStep } from "../../../documents/storage-contract";
import { disableAutoMerge, enableAutoMerge } from "./auto-merge";
import { CHECKS_NOT_STARTED, checksVerdict, type ChecksVerdict } from "./checks-verdict";
import { headsPath } from "./github-objects";
import type { GitHubRepository } from "./github-repository";
import type { CheckRuns, Comparison, GitHubError, MergeResult, PullRequest } from "./github-shapes";

const CLOSED_ON_GITHUB =
  "Your draft's pull request was closed on GitHub, so nothing was published. Save a page again to reopen your draft, then publish.";
const STILL_CHECKING =
  "The site's checks have run for an hour and have not finished, so the editor stopped waiting: GitHub publishes your draft by itself once they pass.";
const MOVED_WHILE_PUBLISHING =
  "Your draft was saved again while it was being published, so nothing was published: the site's checks run on the new save first; publish again in a minute.";

/** How long Publish follows the draft's checks before it leaves GitHub to finish alone. */
const FOLLOW_MS = 60 * 60_000;

/**
 * Publishes the draft's pull request as one commit on main (squashed), then deletes its branch: at once
 * when the site's checks have passed on its latest save, else by GitHub's auto-merge once they pass,
 * which Publish turns on and follows, so the author presses it once. A file the draft changed that main
 * also changed since the draft began is a conflict, and nothing is published; a check that fails stops
 * it (auto-merge taken back) with the check's name and where to read what it found.
 */
export async function publishDraft(
  github: GitHubRepository,
  draft: string,
  message: string | ((files: string[]) => string),
  onStep?: (step: PublishStep) => void,
): Promise<GitSaveOutcome> {
  const { objects, pulls } = github;
  const branch = `drafts/${draft}`;
  const tip = await objects.head(branch);
  const found = tip && (await draftAgainstMain(github, branch));
  if (!tip || !found) return { kind: "refused", message: `There is no draft called "${draft}" to publish.` };
  const { began, mainTip, paths } = found;
  const [before, onMain, mine] = [await objects.tree(began), await objects.tree(mainTip), await objects.tree(tip)];
  const versions = Object.fromEntries(paths.map((path) => [path, mine.files.get(path) ?? null]));
  const conflicts: ChangedMeanwhile[] = [];
  for (const path of paths) {
    const now = onMain.files.get(path) ?? null;
    if (now !== (before.files.get(path) ?? null) && now !== versions[path])
      conflicts.push(await github.changedMeanwhile(path, now));
  }
  if (conflicts.length > 0) return { kind: "conflict", files: conflicts };
  if (paths.length === 0) {
    // Nothing left to publish (main has it all): the branch goes, and GitHub closes its pull request.
    await deleteBranch(github, branch);
    return { kind: "saved", commit: mainTip, versions };
  }

  const title = typeof message === "string" ? message : message(paths);
  // Its pull request was closed on GitHub, or could not be opened at the first save: the checks start now.
  let pull = await pulls.find(branch);
  if (!pull) {
    await pulls.open(draft, branch, title);
    pull = await pulls.find(branch);
    if (!pull) return { kind: "refused", message: CHECKS_NOT_STARTED };
  }
  onStep?.("checking");
  const verdict = await verdictOn(github, tip, pull.html_url);
  if (verdict.kind === "failed") return { kind: "refused", message: verdict.message };
  if (verdict.kind === "passed") return mergeNow(github, { pull, tip, title, branch, versions }, onStep);

  const asked = await enableAutoMerge(github.graphql, { pull: pull.node_id, head: tip, headline: title });
  if (asked.kind === "mergeable-now") return mergeNow(github, { pull, tip, title, branch, versions }, onStep);
  if (asked.kind === "refused") return asked;
  return followAutoMerge(github, { pull, branch, versions }, onStep);
}

/** The site's checks on one commit. */
async function verdictOn(github: GitHubRepository, commit: string, address: string): Promise<ChecksVerdict> {
  const { data: checks } = await github.request<CheckRuns>("GET", `commits/${commit}/check-runs`, {
    query: { per_page: "100" },
  });
  return checksVerdict(checks, { required: github.requireChecks, address });
}

interface Merging {
  pull: PullRequest;
  branch: string;
  versions: Record<string, string | null>;
}

/** Merges now, on the head whose checks were read (`sha`: GitHub answers 409 if it moved). */
async function mergeNow(
  github: GitHubRepository,
  { pull, tip, title, branch, versions }: Merging & { tip: string; title: string },
  onStep?: (step: PublishStep) => void,
): Promise<GitSaveOutcome> {
  onStep?.("publishing");
  const merged = await github.request<MergeResult & GitHubError>("PUT", `pulls/${pull.number}/merge`, {
    body: { sha: tip, merge_method: "squash", commit_title: title },
    allow: [405, 409],
  });
  if (merged.status === 409) return { kind: "refused", message: MOVED_WHILE_PUBLISHING };
  if (merged.status === 405) return { kind: "refused", message: notMerged(merged.data.message) };
  await deleteBranch(github, branch);
  return { kind: "saved", commit: merged.data.sha, versions };
}

/**
 * Follows the pull request while GitHub runs the checks, until auto-merge has merged it; a check that
 * fails takes auto-merge back, so that nothing is published until the author presses Publish again.
 */
async function followAutoMerge(
  github: GitHubRepository,
  { pull, branch, versions }: Merging,
  onStep?: (step: PublishStep) => void,
): Promise<GitSaveOutcome> {
  const until = Date.now() + FOLLOW_MS;
  while (Date.now() < until) {
    await github.nextLook();
    const { data: now } = await github.request<PullRequest>("GET", `pulls/${pull.number}`);
    if (now.merged && now.merge_commit_sha) {
      onStep?.("publishing");
      await deleteBranch(github, branch);
      return { kind: "saved", commit: now.merge_commit_sha, versions };
    }
    if (now.state === "closed") return { kind: "refused", message: CLOSED_ON_GITHUB };
    const verdict = await verdictOn(github, now.head.sha, pull.html_url);
    if (verdict.kind === "failed") {
      await disableAutoMerge(github.graphql, pull.node_id);
      return { kind: "refused", message: verdict.message };
    }
  }
  return { kind: "refused", message: STILL_CHECKING };
}

/** Gone already where the repository deletes a merged branch itself. */
const deleteBranch = (github: GitHubRepository, branch: string) =>
  github.request("DELETE", `git/refs/${headsPath(branch)}`, { allow: [422] });

/** The draft beside main: where it began, main's tip now, and the files it changed, A to Z. */
export async function draftAgainstMain({ request, main }: GitHubRepository, branch: string) {
  const { status, data } = await request<Comparison>("GET", `compare/${refName(main)}...${refName(branch)}`, {
    allow: [404],
  });
  if (status === 404) return undefined;
  const paths = (data.files ?? []).flatMap((file) => [file.filename, file.previous_filename ?? []].flat());
  return { began: data.merge_base_commit.sha, mainTip: data.base_commit.sha, paths: [...new Set(paths)].sort() };
}

function notMerged(theirWords: unknown): string {
  const why = typeof theirWords === "string" && theirWords ? theirWords : "it cannot be merged as it is";
  return `GitHub would not merge your draft (${why}), so nothing was published. A developer can see why on its pull request.`;
}

/** A branch's name in a compare's `base...head`, each part encoded. */
const refName = (branch: string) => branch.split("/").map(encodeURIComponent).join("/");
