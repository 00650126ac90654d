import type { ChangedMeanwhile } from "../git/repository-storage";
import { draftPullRequest } from "./draft-pull-request";
import { githubApi } from "./github-api";
import { githubGraphql } from "./github-graphql";
import { githubObjects } from "./github-objects";

export interface GitHubStorageOptions {
  owner: string;
  repo: string;
  /** A GitHub App's user token (github-login.ts) or a fine-grained personal access token. */
  token: string;
  /** The branch the live site is built from. */
  main?: string;
  /** GitHub's REST API: https://api.github.com, or a GitHub Enterprise Server's https://<host>/api/v3. */
  apiUrl?: string;
  fetch?: typeof fetch;
  /**
   * Whether Publish waits for at least one check on the draft (true): GitHub lists a check only once its
   * run is queued, so right after a save none may show yet. False for a repository without checks.
   */
  requireChecks?: boolean;
  /** How long Publish waits between two looks at the draft's checks and pull request (5 s). */
  lookEveryMs?: number;
}

/** One repository on GitHub, as saving and publishing use it: its API, its objects, its drafts' pull requests. */
export function githubRepository(options: GitHubStorageOptions) {
  const { owner, repo, main = "main", requireChecks = true } = options;
  const api = {
    apiUrl: options.apiUrl ?? "https://api.github.com",
    token: options.token,
    // Called on its own: a browser's fetch refuses to run as a method of another object.
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
  };
  const request = githubApi({ ...api, owner, repo });
  const objects = githubObjects(request);
  const graphql = githubGraphql(api);
  const lookEveryMs = options.lookEveryMs ?? 5_000;

  async function mainHead(): Promise<string> {
    const head = await objects.head(main);
    if (!head)
      throw new Error(
        `GitHub shows no branch "${main}" in ${owner}/${repo}: check the repository's name, and that this sign-in may see it.`,
      );
    return head;
  }

  /** A file someone else changed, as it is now (`now`: its version, null when removed). */
  const changedMeanwhile = async (path: string, now: string | null): Promise<ChangedMeanwhile> => ({
    path,
    theirs: now && (await objects.text(now)),
    version: now,
  });

  return {
    main,
    requireChecks,
    request,
    graphql,
    objects,
    /** Waits before the next look at something GitHub is doing. */
    nextLook: () => new Promise<void>((resolve) => setTimeout(resolve, lookEveryMs)),
    pulls: draftPullRequest(request, { owner, main }),
    mainHead,
    changedMeanwhile,
  };
}

export type GitHubRepository = ReturnType<typeof githubRepository>;
