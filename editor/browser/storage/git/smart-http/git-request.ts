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
 * answer read whole. A refused login is GitLoginError; any other answer but 200 says what to check.
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
  if (answer.statusCode !== 200)
    throw new Error(
      `The git server answered ${answer.statusCode} ${answer.statusMessage}: check the repository's address, then try again.`,
    );
  return joinBytes(parts);
}
