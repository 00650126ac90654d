import type { ChangedMeanwhile, GitSaveOutcome } from "../git/repository-storage";
import { CHECKS_NOT_STARTED, checksVerdict } from "./checks-verdict";
import { headsPath } from "./github-objects";
import type { GitHubRepository } from "./github-repository";
import type { CheckRuns, Comparison, GitHubError, MergeResult } from "./github-shapes";

const MOVED_WHILE_PUBLISHING =
  "Your draft was saved again while it was being published, so nothing was published: the site's checks run on the new save first; publish again in a minute.";

/**
 * Merges the draft's pull request as one commit on main (squashed) once the site's checks have passed
 * on its latest save, then deletes its branch. A file the draft changed that main also changed since
 * the draft began is a conflict, and nothing is published.
 */
export async function publishDraft(
  github: GitHubRepository,
  draft: string,
  message: string | ((files: string[]) => string),
): Promise<GitSaveOutcome> {
  const { request, objects, pulls } = github;
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
    await request("DELETE", `git/refs/${headsPath(branch)}`, { allow: [422] });
    return { kind: "saved", commit: mainTip, versions };
  }

  const title = typeof message === "string" ? message : message(paths);
  const pull = await pulls.find(branch);
  if (!pull) {
    // Its pull request was closed on GitHub, or could not be opened at the first save: the checks start now.
    await pulls.open(draft, branch, title);
    return { kind: "refused", message: CHECKS_NOT_STARTED };
  }
  const { data: checks } = await request<CheckRuns>("GET", `commits/${tip}/check-runs`, {
    query: { per_page: "100" },
  });
  const verdict = checksVerdict(checks, { required: github.requireChecks, address: pull.html_url });
  if (verdict) return { kind: "refused", message: verdict };

  // `sha`: GitHub merges only the head whose checks were read (409 otherwise); squashed, main gets one commit.
  const merged = await request<MergeResult & GitHubError>("PUT", `pulls/${pull.number}/merge`, {
    body: { sha: tip, merge_method: "squash", commit_title: title },
    allow: [405, 409],
  });
  if (merged.status === 409) return { kind: "refused", message: MOVED_WHILE_PUBLISHING };
  if (merged.status === 405) return { kind: "refused", message: notMerged(merged.data.message) };
  // Gone already where the repository deletes a merged branch itself.
  await request("DELETE", `git/refs/${headsPath(branch)}`, { allow: [422] });
  return { kind: "saved", commit: merged.data.sha, versions };
}

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
