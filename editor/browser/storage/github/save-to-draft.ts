import type { ChangedMeanwhile, FileChange, GitSaveOutcome } from "../git/repository-storage";
import { toBase64 } from "./base64";
import { headsPath, type CommitTree } from "./github-objects";
import type { GitHubRepository } from "./github-repository";
import type { GitCommit, GitTree } from "./github-shapes";

const BUSY =
  "Your draft was being saved from elsewhere at the same moment (another tab?), so this save did not go through: save again.";

/**
 * Saves files in one commit on the draft's branch, made from main (with its pull request) when new.
 * The branch moves only from the head the commit was made on: one moved meanwhile is read again, once,
 * and a file nobody else changed goes through; a file changed since it was opened comes back.
 */
export async function saveToDraft(
  github: GitHubRepository,
  draft: string,
  changes: readonly FileChange[],
  message: string,
): Promise<GitSaveOutcome> {
  const { objects } = github;
  const branch = `drafts/${draft}`;
  const mine = new Map<string, string | null>();
  for (const { path, content } of changes) mine.set(path, content === null ? null : await writeBlob(github, content));
  const versions = Object.fromEntries(mine);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const head = await objects.head(branch);
    const parent = head ?? (await github.mainHead());
    const base = await objects.tree(parent);
    // Changed since the author opened it, and not to what they are saving: nothing is saved.
    const files: ChangedMeanwhile[] = [];
    for (const { path, openedAt } of changes) {
      const now = base.files.get(path) ?? null;
      if (now !== openedAt && now !== mine.get(path)) files.push(await github.changedMeanwhile(path, now));
    }
    if (files.length > 0) return { kind: "conflict", files };
    const commit = await commitOn(github, parent, base, mine, message);
    if (!(await moveBranch(github, branch, head, commit))) continue;
    if (!head) await github.pulls.open(draft, branch, message);
    return { kind: "saved", commit, versions };
  }
  return { kind: "refused", message: BUSY };
}

async function writeBlob({ request }: GitHubRepository, content: string | Uint8Array): Promise<string> {
  const body =
    typeof content === "string" ? { content, encoding: "utf-8" } : { content: toBase64(content), encoding: "base64" };
  return (await request<{ sha: string }>("POST", "git/blobs", { body })).data.sha;
}

/** A commit on `parent` with the given files replaced, added or removed (null). */
async function commitOn(
  { request }: GitHubRepository,
  parent: string,
  base: CommitTree,
  files: Map<string, string | null>,
  message: string,
): Promise<string> {
  const tree = [...files]
    // GitHub refuses to remove a file the tree does not have.
    .filter(([path, sha]) => sha !== null || base.files.has(path))
    .map(([path, sha]) => ({ path, mode: "100644" as const, type: "blob" as const, sha }));
  const { data: written } = await request<GitTree>("POST", "git/trees", { body: { base_tree: base.sha, tree } });
  const body = { message, tree: written.sha, parents: [parent] };
  return (await request<GitCommit>("POST", "git/commits", { body })).data.sha;
}

/** Points the branch at `commit`, only if it still is where `from` says (undefined: not there yet). */
async function moveBranch(
  { request }: GitHubRepository,
  branch: string,
  from: string | undefined,
  commit: string,
): Promise<boolean> {
  // GitHub refuses (422) a move that is not a fast-forward, and a branch made meanwhile.
  const { status } = from
    ? await request("PATCH", `git/refs/${headsPath(branch)}`, { body: { sha: commit, force: false }, allow: [422] })
    : await request("POST", "git/refs", { body: { ref: `refs/heads/${branch}`, sha: commit }, allow: [422] });
  return status !== 422;
}
