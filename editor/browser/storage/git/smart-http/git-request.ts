import type { HttpClient } from "isomorphic-git";
import { GitLoginError } from "../git-login-error";
import { joinBytes } from "./pkt-line";

export interface GitServer {
  http: HttpClient;
  /** The repository's smart-HTTP address, such as https://git.example.com/site.git. */
  url: string;
  /** Headers for every request: the login. */
  headers: () => Record<string, string>;
}

export type GitService = "git-upload-pack" | "git-receive-pack";

/**
 * One request of git's smart HTTP: the service's advertisement (GET info/refs) or a command (POST), its
 * answer read whole. A refused login is GitLoginError; any other answer but 200 says what to do.
 */
export async function gitRequest(
  { http, url, headers }: GitServer,
  service: GitService,
  { body, protocol }: { body?: Uint8Array; protocol?: "version=2" },
): Promise<Uint8Array> {
  const answer = await http.request({
    url: body ? `${url}/${service}` : `${url}/info/refs?service=${service}`,
    method: body ? "POST" : "GET",
    headers: {
      ...headers(),
      ...(protocol && { "Git-Protocol": protocol }),
      ...(body && { "Content-Type": `application/x-${service}-request` }),
      Accept: `application/x-${service}-${body ? "result" : "advertisement"}`,
    },
    ...(body && {
      body: (async function* () {
        yield body;
      })(),
    }),
  });
  const parts: Uint8Array[] = [];
  for await (const part of answer.body ?? []) parts.push(part);
  if (answer.statusCode === 401) throw new GitLoginError();
  if (answer.statusCode !== 200) throw new Error(refusal(answer.statusCode, answer.statusMessage));
  return joinBytes(parts);
}

/**
 * What an answer but 200 or 401 means for the author: an address to check, or (5xx: a web server whose git
 * is down or cannot open the repository) one for the site's developer to put right.
 */
function refusal(status: number, statusText: string): string {
  const answered = `The git server answered ${status} ${statusText}`;
  if (status < 500) return `${answered}: check the repository's address, then try again.`;
  return `${answered}: the trouble is on the server. Try again in a few minutes, and if it goes on, tell the site's developer (the server's error log says why). Your changes are kept in this browser.`;
}
