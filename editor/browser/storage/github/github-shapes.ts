// What this editor reads of GitHub's answers: the few fields it uses, named as GitHub's REST API names them
// (the whole shapes are in GitHub's OpenAPI description, which github-storage.test.ts checks against).

export interface GitRef {
  object: { sha: string };
}

export interface GitCommit {
  sha: string;
  tree: { sha: string };
}

export interface GitTree {
  sha: string;
  truncated: boolean;
  tree: { path: string; type: string; sha: string }[];
}

export interface GitBlob {
  content: string;
  encoding: string;
}

export interface PullRequest {
  number: number;
  /** Its id in GitHub's GraphQL API, where auto-merge is turned on. */
  node_id: string;
  html_url: string;
  state: "open" | "closed";
  head: { sha: string };
  merge_commit_sha: string | null;
  /** Only in the answer for one pull request (pulls/get). */
  merged?: boolean;
}

export interface CheckRuns {
  check_runs: { name: string; status: string; conclusion: string | null }[];
}

export interface Comparison {
  base_commit: { sha: string };
  merge_base_commit: { sha: string };
  files?: { filename: string; previous_filename?: string }[];
}

export interface MergeResult {
  sha: string;
}

/** GitHub's answer to a refused request; `errors` say more for a 422. */
export interface GitHubError {
  message?: unknown;
  errors?: unknown;
}
