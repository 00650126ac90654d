/**
 * The one step of signing in with the site's GitHub App that a browser cannot take: GitHub sends the
 * author here with a code (the App's callback URL), and the code becomes a token only with the App's
 * client secret, at an address that answers no browser (no CORS). This page then hands the token to
 * the editor's window, at EDITOR_ORIGIN only, and closes. A standard Fetch-API handler: Cloudflare
 * Workers run it as it is; Netlify and Vercel through the few lines in README.md.
 */

export interface TokenExchangeEnv {
  /** The GitHub App's client ID. */
  GITHUB_APP_CLIENT_ID?: string;
  /** The GitHub App's client secret: a secret of the host, never in the editor's build or the repository. */
  GITHUB_APP_CLIENT_SECRET?: string;
  /** The editor's origin, such as https://www.example.com: the only page the token is given to. */
  EDITOR_ORIGIN?: string;
}

const TOKEN_URL = "https://github.com/login/oauth/access_token";
/** GitHub's answer is a few hundred bytes; more than this is not read. */
const MAX_ANSWER_BYTES = 16 * 1024;
/** GitHub's codes are 20 characters; the editor's state is a UUID. */
const MAX_PARAMETER_LENGTH = 200;

const AGAIN = "Close this window and sign in again from the page editor.";
/** GitHub's `error` answers (https://docs.github.com/apps), in words for the author. */
const GITHUB_ERRORS: Record<string, string> = {
  bad_verification_code: "GitHub's sign-in code was already used or is over ten minutes old.",
  incorrect_client_credentials:
    "GitHub did not accept this sign-in's App settings (its client ID or secret): tell the site's developer.",
  redirect_uri_mismatch: "This address is not the GitHub App's callback URL: tell the site's developer.",
  unverified_user_email: "GitHub asks you to verify your e-mail address first (in your GitHub settings).",
  access_denied: "You did not authorize the site's GitHub App, so you are not signed in.",
};

export function tokenExchange(send: typeof fetch = (input, init) => fetch(input, init)) {
  return {
    async fetch(request: Request, env: TokenExchangeEnv): Promise<Response> {
      if (request.method !== "GET")
        return page(405, "Signing in", "This address only takes GitHub's sign-in redirect.", { Allow: "GET" });
      const { GITHUB_APP_CLIENT_ID: clientId, GITHUB_APP_CLIENT_SECRET: secret, EDITOR_ORIGIN: origin } = env;
      if (!clientId || !secret || !origin || !isOrigin(origin))
        return page(
          500,
          "Sign-in not set up",
          "The sign-in is not set up yet (GITHUB_APP_CLIENT_ID, GITHUB_APP_CLIENT_SECRET and EDITOR_ORIGIN): tell the site's developer.",
        );

      const query = new URL(request.url).searchParams;
      const refused = query.get("error");
      if (refused) return refusal(GITHUB_ERRORS[refused] ?? "GitHub did not sign you in.");
      const code = query.get("code");
      const state = query.get("state");
      if (!code || !state) return refusal("GitHub's answer came without a sign-in code.");
      if (code.length > MAX_PARAMETER_LENGTH || state.length > MAX_PARAMETER_LENGTH)
        return refusal("This sign-in address is not one GitHub makes.");

      let answer: { access_token?: unknown; error?: unknown } | undefined;
      try {
        const response = await send(TOKEN_URL, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({ client_id: clientId, client_secret: secret, code }),
          signal: AbortSignal.timeout(10_000),
        });
        answer = response.ok ? (JSON.parse(await boundedText(response, MAX_ANSWER_BYTES)) as typeof answer) : undefined;
      } catch {
        answer = undefined;
      }
      if (typeof answer?.error === "string")
        return refusal(GITHUB_ERRORS[answer.error] ?? "GitHub refused the sign-in.");
      const token = answer?.access_token;
      if (typeof token !== "string" || !/^[\w.-]{1,512}$/.test(token))
        return page(502, "Not signed in", `GitHub could not be asked for your token just now. ${AGAIN}`);
      return handOver({ kind: "github-token", token, state }, origin);
    },
  };
}

export default tokenExchange();

function refusal(words: string): Response {
  return page(400, "Not signed in", `${words} ${AGAIN}`);
}

/** The page that posts the token to the editor's window, to its origin only, then closes. */
function handOver(message: { kind: "github-token"; token: string; state: string }, origin: string): Response {
  const nonce = crypto.randomUUID();
  const script = `const message = ${asScript(message)};
if (window.opener) {
  window.opener.postMessage(message, ${asScript(origin)});
  window.close();
} else {
  document.getElementById("said").textContent = "Open the page editor and sign in from there.";
}`;
  return page(200, "Signed in", "Signed in to GitHub. Back to the page editor…", {}, { nonce, script });
}

function page(
  status: number,
  title: string,
  words: string,
  headers: Record<string, string> = {},
  run?: { nonce: string; script: string },
): Response {
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body><p id="said">${escapeHtml(words)}</p>${run ? `\n<script nonce="${run.nonce}">\n${run.script}\n</script>` : ""}</body>
</html>
`;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // The token is in this page: no cache keeps it, and only its own script runs.
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src ${run ? `'nonce-${run.nonce}'` : "'none'"}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

/** A value as a script literal that no `</script>` or line separator inside it can end early. */
function asScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** The body as text, refused past `limit` bytes without reading the rest. */
async function boundedText(response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get("content-length")) > limit) throw new Error("GitHub's answer is too long.");
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error("GitHub's answer is too long.");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}
