import { githubRefusal } from "./github-refusal";

export interface GitHubApiOptions {
  /** GitHub's REST API: https://api.github.com, or a GitHub Enterprise Server's https://<host>/api/v3. */
  apiUrl: string;
  owner: string;
  repo: string;
  /** A GitHub App's user token or a fine-grained personal access token. */
  token: string;
  fetch: typeof fetch;
}

export type GitHubMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface GitHubRequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  /** Refusals the caller handles itself (a branch not there: 404), answered instead of thrown. */
  allow?: readonly number[];
}

export interface GitHubAnswer<T> {
  status: number;
  data: T;
}

/** A request to one repository's part of the API, by its path under /repos/{owner}/{repo}/. */
export type GitHubRequest = <T>(
  method: GitHubMethod,
  path: string,
  options?: GitHubRequestOptions,
) => Promise<GitHubAnswer<T>>;

const UNREADABLE =
  "GitHub's answer could not be read: try again in a few minutes. Your changes are kept in this browser.";
const UNREACHABLE =
  "GitHub could not be reached: check the connection and try again. Your changes are kept in this browser.";

/**
 * Requests to GitHub's REST API for one repository, signed with the author's token. A refusal is thrown
 * in words (github-refusal.ts), unless the caller allows its status.
 */
export function githubApi({ apiUrl, owner, repo, token, fetch: send }: GitHubApiOptions): GitHubRequest {
  const repository = `${apiUrl.replace(/\/+$/, "")}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  return async <T>(method: GitHubMethod, path: string, { body, query, allow = [] }: GitHubRequestOptions = {}) => {
    const url = new URL(`${repository}/${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        method,
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${token}`,
          "X-GitHub-Api-Version": "2022-11-28",
          ...(body !== undefined && { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // GitHub lets browsers keep an answer for 60 s: a branch read from there could be a minute old.
        // Asked again with its ETag, an unchanged answer is a 304, which GitHub does not count.
        cache: "no-cache",
      });
      text = await response.text();
    } catch {
      throw new Error(UNREACHABLE);
    }
    const data = parsed(text);
    if (!response.ok && !allow.includes(response.status)) throw githubRefusal(response.status, response.headers, data);
    if (response.ok && response.status !== 204 && data === undefined) throw new Error(UNREADABLE);
    // A refusal the caller handles may come without a body: it reads the fields it knows, if any.
    return { status: response.status, data: (data ?? {}) as T };
  };
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
