import { fromBase64 } from "./base64";
import type { GitHubRequest } from "./github-api";
import type { GitBlob, GitCommit, GitRef, GitTree } from "./github-shapes";

/** A commit's tree: its id, and every file in it by path with its blob id. */
export interface CommitTree {
  sha: string;
  files: Map<string, string>;
}

/** How many commits' trees are kept: the draft's and main's, a few saves back. */
const TREES_KEPT = 20;

const TOO_LARGE =
  "The repository holds too many files for GitHub to list at once, so the editor cannot read it. A developer can move what the site does not need elsewhere.";

/** `heads/<branch>` as a path of the API: each part of the branch's name is one segment. */
export const headsPath = (branch: string) => `heads/${branch.split("/").map(encodeURIComponent).join("/")}`;

/**
 * Git's objects read through GitHub's API. A commit, a tree and a blob never change, so a commit's
 * files are read once, with one request for the whole tree.
 */
export function githubObjects(request: GitHubRequest) {
  const trees = new Map<string, Promise<CommitTree>>();

  /** The branch's latest commit, or undefined when there is no such branch. */
  async function head(branch: string): Promise<string | undefined> {
    const { status, data } = await request<GitRef>("GET", `git/ref/${headsPath(branch)}`, { allow: [404] });
    return status === 404 ? undefined : data.object.sha;
  }

  function tree(commit: string): Promise<CommitTree> {
    let found = trees.get(commit);
    if (!found) {
      found = readTree(commit);
      found.catch(() => trees.delete(commit));
      trees.set(commit, found);
      if (trees.size > TREES_KEPT) trees.delete(trees.keys().next().value!);
    }
    return found;
  }

  async function readTree(commit: string): Promise<CommitTree> {
    const { data: read } = await request<GitCommit>("GET", `git/commits/${commit}`);
    const { data } = await request<GitTree>("GET", `git/trees/${read.tree.sha}`, { query: { recursive: "1" } });
    if (data.truncated) throw new Error(TOO_LARGE);
    const files = new Map(data.tree.filter((entry) => entry.type === "blob").map((entry) => [entry.path, entry.sha]));
    return { sha: data.sha, files };
  }

  async function blob(sha: string): Promise<Uint8Array> {
    const { data } = await request<GitBlob>("GET", `git/blobs/${sha}`);
    return data.encoding === "base64" ? fromBase64(data.content) : new TextEncoder().encode(data.content);
  }

  const text = async (sha: string) => new TextDecoder().decode(await blob(sha));

  return { head, tree, text, blob };
}

export type GitHubObjects = ReturnType<typeof githubObjects>;
