/** What the editor needs to save to a repository on GitHub: which one, and the author's token. */
export interface GitHubLogin {
  owner: string;
  repo: string;
  /** A GitHub App's user token (signInWithGitHub) or a fine-grained personal access token pasted in. */
  token: string;
}

export interface GitHubAppSignIn {
  /** The GitHub App's client ID (public: it is in GitHub's address bar during the sign-in). */
  clientId: string;
  /**
   * The token exchange function's address (functions/github-token-exchange.ts), which is the App's
   * callback URL: GitHub sends the author there with a code, and it answers with the token.
   */
  exchangeUrl: string;
  /** GitHub's web address: https://github.com, or a GitHub Enterprise Server's. */
  githubUrl?: string;
  /** The window that opens GitHub's page and hears from the exchange: the editor's own (a test gives a fake). */
  window?: Pick<Window, "open" | "addEventListener" | "removeEventListener">;
  /** How long the author may take on GitHub's page. */
  timeoutMs?: number;
}

/** The message the exchange's page posts to the editor (functions/github-token-exchange.ts). */
export interface GitHubTokenMessage {
  kind: "github-token";
  token: string;
  state: string;
}

const SIGNED_IN = "page-editor:github-login";
const CLOSED = "GitHub's sign-in window was closed before the sign-in finished. Sign in again when you are ready.";
const BLOCKED =
  "The browser did not let the editor open GitHub's sign-in window: allow pop-ups for this site, then sign in again.";
const TOO_LONG = "The sign-in on GitHub took too long. Sign in again.";

/**
 * Signs the author in with the site's GitHub App, in a window of GitHub's own: GitHub asks them to
 * authorize the App, then sends them to the exchange function, whose page posts the token back to this
 * editor's origin only. A message is taken only from the exchange's origin and with the state this
 * sign-in made, so no other page can slip the editor a token of its own.
 */
export function signInWithGitHub({
  clientId,
  exchangeUrl,
  githubUrl = "https://github.com",
  window: host = window,
  timeoutMs = 10 * 60_000,
}: GitHubAppSignIn): Promise<string> {
  const state = crypto.randomUUID();
  const authorize = new URL("/login/oauth/authorize", githubUrl);
  authorize.search = new URLSearchParams({ client_id: clientId, redirect_uri: exchangeUrl, state }).toString();
  const exchangeOrigin = new URL(exchangeUrl).origin;

  return new Promise((resolve, reject) => {
    const popup = host.open(authorize.href, "github-sign-in", "popup,width=600,height=760");
    if (!popup) return reject(new Error(BLOCKED));
    const heard = (event: MessageEvent) => {
      const message = event.data as Partial<GitHubTokenMessage> | null;
      if (event.origin !== exchangeOrigin || message?.kind !== "github-token" || message.state !== state) return;
      if (typeof message.token !== "string" || !message.token) return;
      done();
      resolve(message.token);
    };
    // A window closed by the author sends nothing: look now and then.
    const watch = setInterval(() => {
      if (popup.closed) {
        done();
        reject(new Error(CLOSED));
      }
    }, 500);
    const timer = setTimeout(() => {
      done();
      popup.close();
      reject(new Error(TOO_LONG));
    }, timeoutMs);
    function done() {
      clearInterval(watch);
      clearTimeout(timer);
      host.removeEventListener("message", heard);
    }
    host.addEventListener("message", heard);
  });
}

// The login lives in this tab's sessionStorage only, as git-login.ts keeps a git host's: it outlasts a
// change between the editor's pages and goes when the tab closes or the author signs out.

export function signedInToGitHub(): GitHubLogin | undefined {
  try {
    const login = JSON.parse(sessionStorage.getItem(SIGNED_IN) ?? "null") as GitHubLogin | null;
    return login?.token ? login : undefined;
  } catch {
    return undefined;
  }
}

export function keepGitHubLogin(login: GitHubLogin): void {
  sessionStorage.setItem(SIGNED_IN, JSON.stringify(login));
}

export function signOutOfGitHub(): void {
  sessionStorage.removeItem(SIGNED_IN);
}
