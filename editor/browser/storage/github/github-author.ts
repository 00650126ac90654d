import { githubRefusal } from "./github-refusal";

const UNREACHABLE =
  "GitHub could not be reached: check the connection and try again. Your changes are kept in this browser.";

/**
 * Who a token signs in as on GitHub: their login, which names their draft's branch (drafts/<login>).
 * A token GitHub does not accept is a GitLoginError; any other refusal is in words (github-refusal.ts).
 */
export async function githubAuthor({
  token,
  apiUrl = "https://api.github.com",
  fetch: send = (input, init) => fetch(input, init),
}: {
  token: string;
  apiUrl?: string;
  fetch?: typeof fetch;
}): Promise<{ login: string }> {
  let response: Response;
  let answer: unknown;
  try {
    response = await send(`${apiUrl.replace(/\/+$/, "")}/user`, {
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${token}`,
        "X-GitHub-Api-Version": "2022-11-28",
      },
      cache: "no-cache",
    });
    answer = await response.json().catch(() => undefined);
  } catch {
    throw new Error(UNREACHABLE);
  }
  if (!response.ok) throw githubRefusal(response.status, response.headers, answer);
  const login = (answer as { login?: unknown } | undefined)?.login;
  if (typeof login !== "string" || !login) throw new Error(UNREACHABLE);
  return { login };
}
