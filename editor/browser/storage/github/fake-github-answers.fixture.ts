import type { Commit, FakeGitObjects } from "./fake-git-objects.fixture";
import { githubExample } from "./github-openapi.fixture";

// The bodies the fake GitHub answers with, in GitHub's shapes: the larger ones (a pull request, a check
// run, a comparison) are the examples of GitHub's description with this repository's values put in.

export interface FakePull {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  state: "open" | "closed";
  merged: { sha: string; at: string } | undefined;
  /** Auto-merge, as turned on through GraphQL: it squashes as `headline` once the checks on `head` pass. */
  autoMerge?: { headline: string; head: string };
}

export interface FakeCheckRun {
  name: string;
  status: "queued" | "in_progress" | "completed";
  conclusion?: "success" | "failure" | "neutral" | "cancelled" | "skipped" | "timed_out" | "action_required";
}

export function githubAnswers(owner: string, repo: string, git: FakeGitObjects) {
  const api = `https://api.github.com/repos/${owner}/${repo}`;
  const web = `https://github.com/${owner}/${repo}`;
  const nodeId = (kind: string, id: string) => Buffer.from(`${kind}:${id}`).toString("base64");

  const ref = (branch: string, sha: string) => ({
    ref: `refs/heads/${branch}`,
    node_id: nodeId("Ref", branch),
    url: `${api}/git/refs/heads/${branch}`,
    object: { type: "commit", sha, url: `${api}/git/commits/${sha}` },
  });

  const commit = (sha: string, { tree, parents, message, author }: Commit) => ({
    sha,
    node_id: nodeId("Commit", sha),
    url: `${api}/git/commits/${sha}`,
    html_url: `${web}/commit/${sha}`,
    author,
    committer: author,
    message,
    tree: { sha: tree, url: `${api}/git/trees/${tree}` },
    parents: parents.map((parent) => ({
      sha: parent,
      url: `${api}/git/commits/${parent}`,
      html_url: `${web}/commit/${parent}`,
    })),
    verification: { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null },
  });

  const tree = (sha: string, recursive: boolean) => ({
    sha,
    url: `${api}/git/trees/${sha}`,
    truncated: false,
    tree: entries(sha, recursive),
  });

  /** A tree's entries, or with `recursive` every entry below it, paths from the tree's root. */
  function entries(sha: string, recursive: boolean, prefix = ""): object[] {
    return [...(git.tree(sha) ?? [])].flatMap(([name, entry]) => {
      const path = `${prefix}${name}`;
      const isTree = entry.mode === "040000";
      const listed = {
        path,
        mode: entry.mode,
        type: isTree ? "tree" : "blob",
        sha: entry.sha,
        ...(!isTree && { size: git.blob(entry.sha)!.length }),
        url: `${api}/git/${isTree ? "trees" : "blobs"}/${entry.sha}`,
      };
      return recursive && isTree ? [listed, ...entries(entry.sha, true, `${path}/`)] : [listed];
    });
  }

  const blob = (sha: string, bytes: Buffer) => ({
    sha,
    node_id: nodeId("Blob", sha),
    size: bytes.length,
    url: `${api}/git/blobs/${sha}`,
    // GitHub breaks its base64 into lines of 60.
    content: (bytes.toString("base64").match(/.{1,60}/g) ?? []).join("\n") + "\n",
    encoding: "base64",
  });

  function pull(request: FakePull, heads: { head: string; base: string }, simple = false) {
    const example = simple
      ? githubExample<Record<string, unknown>[]>("pull-request-simple-items")[0]!
      : githubExample("pull-request");
    const side = (template: unknown, branch: string, sha: string) => ({
      ...(template as object),
      label: `${owner}:${branch}`,
      ref: branch,
      sha,
    });
    return {
      ...example,
      id: 1000 + request.number,
      number: request.number,
      node_id: nodeId("PullRequest", String(request.number)),
      url: `${api}/pulls/${request.number}`,
      html_url: `${web}/pull/${request.number}`,
      state: request.state,
      title: request.title,
      body: request.body,
      // GitHub's own example names a team without its required "type".
      requested_teams: [],
      head: side(example.head, request.head, heads.head),
      base: side(example.base, request.base, heads.base),
      merged_at: request.merged?.at ?? null,
      merge_commit_sha: request.merged?.sha ?? null,
      closed_at: request.state === "closed" ? (request.merged?.at ?? "2025-01-06T12:00:00Z") : null,
      auto_merge: request.autoMerge
        ? {
            enabled_by: example.user,
            merge_method: "squash",
            commit_title: request.autoMerge.headline,
            commit_message: "",
          }
        : null,
      ...(!simple && { merged: Boolean(request.merged), mergeable: request.state === "open" ? true : null }),
    };
  }

  const checkRun = (run: FakeCheckRun, index: number, sha: string) => ({
    ...githubExample("check-run"),
    id: 5000 + index,
    name: run.name,
    head_sha: sha,
    status: run.status,
    conclusion: run.status === "completed" ? (run.conclusion ?? "success") : null,
    completed_at: run.status === "completed" ? "2025-01-06T12:00:00Z" : null,
    pull_requests: [],
  });

  function comparison(base: string, mergeBase: string, head: string, files: object[]) {
    const example = githubExample<{ base_commit: object }>("commit-comparison");
    const entry = (sha: string) => {
      const { message, tree, author } = git.commit(sha)!;
      const template = example.base_commit as { commit: object };
      return {
        ...template,
        sha,
        node_id: nodeId("Commit", sha),
        url: `${api}/commits/${sha}`,
        html_url: `${web}/commit/${sha}`,
        comments_url: `${api}/commits/${sha}/comments`,
        commit: {
          ...template.commit,
          message,
          author,
          committer: author,
          tree: { sha: tree, url: `${api}/git/trees/${tree}` },
        },
        parents: git.commit(sha)!.parents.map((parent) => ({ sha: parent, url: `${api}/commits/${parent}` })),
      };
    };
    const ahead = [...git.history(head)].filter((sha) => !git.history(base).has(sha));
    const behind = [...git.history(base)].filter((sha) => !git.history(head).has(sha));
    return {
      ...example,
      url: `${api}/compare/${base}...${head}`,
      html_url: `${web}/compare/${base}...${head}`,
      permalink_url: `${web}/compare/${base}...${head}`,
      diff_url: `${web}/compare/${base}...${head}.diff`,
      patch_url: `${web}/compare/${base}...${head}.patch`,
      base_commit: entry(base),
      merge_base_commit: entry(mergeBase),
      status:
        ahead.length && behind.length ? "diverged" : ahead.length ? "ahead" : behind.length ? "behind" : "identical",
      ahead_by: ahead.length,
      behind_by: behind.length,
      total_commits: ahead.length,
      commits: ahead.reverse().map(entry),
      files,
    };
  }

  const diffEntry = (path: string, status: string, sha: string | null, previous?: string) => ({
    sha,
    filename: path,
    status,
    additions: 1,
    deletions: 1,
    changes: 2,
    blob_url: `${web}/blob/${sha}/${path}`,
    raw_url: `${web}/raw/${sha}/${path}`,
    contents_url: `${api}/contents/${path}`,
    ...(previous && { previous_filename: previous }),
  });

  const refusal = (status: number, message: string, extra: object = {}) => ({
    message,
    documentation_url: "https://docs.github.com/rest",
    status: String(status),
    ...extra,
  });

  return { ref, commit, tree, blob, pull, checkRun, comparison, diffEntry, refusal };
}
