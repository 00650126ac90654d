import { githubRefusal } from "./github-refusal";

/** GitHub's answer to a GraphQL request: its data, or the errors that stopped it, each in GitHub's words. */
export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; type?: string }[];
}

export type GitHubGraphql = <T>(query: string, variables: Record<string, unknown>) => Promise<GraphqlAnswer<T>>;

/**
 * GitHub's GraphQL endpoint, for what its REST API cannot do (turning a pull request's auto-merge on):
 * https://api.github.com/graphql, or a GitHub Enterprise Server's /api/graphql beside its /api/v3.
 */
export const graphqlUrl = (apiUrl: string) => `${apiUrl.replace(/\/+$/, "").replace(/\/v3$/, "")}/graphql`;

/** Requests to GitHub's GraphQL API, signed with the author's token; a refusal of the request itself is thrown in words. */
export function githubGraphql({ apiUrl, token, fetch: send }: { apiUrl: string; token: string; fetch: typeof fetch }) {
  const url = graphqlUrl(apiUrl);
  const ask: GitHubGraphql = async <T>(query: string, variables: Record<string, unknown>) => {
    let response: Response;
    try {
      response = await send(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
    } catch {
      throw new Error("GitHub could not be reached: check the connection and try again.");
    }
    const data = (await response.json().catch(() => undefined)) as GraphqlAnswer<T> | undefined;
    if (!response.ok) throw githubRefusal(response.status, response.headers, data);
    return data ?? { errors: [{ message: "GitHub's answer could not be read" }] };
  };
  return ask;
}
