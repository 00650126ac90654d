import { GitLoginError } from "../git/git-login-error";
import type { GitHubError } from "./github-shapes";

/** What the author reads when GitHub refuses a request, by status; GitHub's own words follow when it gave some. */
const REFUSALS: Record<number, string> = {
  403: "GitHub did not let this sign-in do that. It needs permission to read and write this repository's contents and pull requests, and to read its checks",
  404: "GitHub found nothing there: the repository may have another name, or this sign-in may not see it",
  409: "GitHub could not do that now: the repository is empty or being changed. Try again in a minute",
  422: "GitHub refused the change",
};
const UNAVAILABLE = "GitHub is not answering as it should right now: try again in a few minutes";
const REFUSED = "GitHub refused the request";

/**
 * The Error to throw for a refused request, in words for the author: a refused login is GitLoginError
 * (the sign-in screen asks again), a rate limit says when to try again, and GitHub's JSON is never shown
 * as such, only the sentences it holds.
 */
export function githubRefusal(status: number, headers: Headers, answer: unknown, now = Date.now()): Error {
  if (status === 401) return new GitLoginError();
  const limited = (status === 403 || status === 429) && rateLimitWords(headers, now);
  if (limited) return new Error(limited);
  const words = status >= 500 ? UNAVAILABLE : (REFUSALS[status] ?? REFUSED);
  const theirs = githubWords(answer);
  return new Error(`${words} (GitHub said ${status}${theirs ? `: ${theirs}` : ""}).`);
}

/** GitHub counts requests per sign-in and hour, and answers with when the count starts again. */
function rateLimitWords(headers: Headers, now: number): string | undefined {
  const retryAfter = Number(headers.get("retry-after"));
  if (retryAfter > 0) return `GitHub asks the editor to slow down: try again in ${duration(retryAfter * 1000)}.`;
  if (headers.get("x-ratelimit-remaining") !== "0") return undefined;
  const reset = Number(headers.get("x-ratelimit-reset")) * 1000;
  if (!(reset > now))
    return "GitHub allows only so many requests an hour, and this sign-in has used them: try again in a minute.";
  const at = new Date(reset).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  return `GitHub allows only so many requests an hour, and this sign-in has used them: try again at ${at} (in ${duration(reset - now)}). Your changes are kept in this browser.`;
}

function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The sentences of GitHub's answer (its message, and each error's), never its JSON. */
function githubWords(answer: unknown): string {
  if (!answer || typeof answer !== "object") return "";
  const { message, errors } = answer as GitHubError;
  const details = Array.isArray(errors) ? errors.map((error) => (error as GitHubError | null)?.message) : [];
  return [message, ...details]
    .filter((words): words is string => typeof words === "string" && words.trim() !== "")
    .join("; ")
    .slice(0, 300);
}
