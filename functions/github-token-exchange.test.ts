import { describe, expect, it } from "vitest";
import { tokenExchange, type TokenExchangeEnv } from "./github-token-exchange";

// The exchange with GitHub's token endpoint replaced by a fake fetch: no request leaves this machine.

const ENV: TokenExchangeEnv = {
  GITHUB_APP_CLIENT_ID: "Iv23liClient",
  GITHUB_APP_CLIENT_SECRET: "the-secret",
  EDITOR_ORIGIN: "https://www.example.com",
};
const CALLBACK = "https://sign-in.example.com/github-token";

/** A fake GitHub token endpoint: records each request and answers with `answer`. */
function fakeGitHub(
  answer: () => Response = () => Response.json({ access_token: "ghu_token123", token_type: "bearer" }),
) {
  const sent: Request[] = [];
  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return answer();
  }) as typeof fetch;
  return { sent, exchange: tokenExchange(send) };
}

/** Runs the page's script as a browser would in the window GitHub's sign-in opened from the editor. */
function runPage(html: string) {
  const posted: { message: unknown; origin: string }[] = [];
  const page = {
    closed: false,
    opener: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) },
  };
  const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  const window = { ...page, close: () => void (page.closed = true) };
  new Function("window", "document", script![2]!)(window, {});
  return { posted, closed: page.closed, nonce: script![1]! };
}

const get = (query: string) => new Request(`${CALLBACK}?${query}`);

describe("the GitHub token exchange", () => {
  it("trades GitHub's code for a token and posts it to the editor's origin only", async () => {
    const { sent, exchange } = fakeGitHub();
    const response = await exchange.fetch(get("code=abc123&state=the-state"), ENV);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.url).toBe("https://github.com/login/oauth/access_token");
    expect(sent[0]!.headers.get("accept")).toBe("application/json");
    expect(await sent[0]!.json()).toEqual({ client_id: "Iv23liClient", client_secret: "the-secret", code: "abc123" });

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    const { posted, closed, nonce } = runPage(html);
    expect(posted).toEqual([
      {
        message: { kind: "github-token", token: "ghu_token123", state: "the-state" },
        origin: "https://www.example.com",
      },
    ]);
    expect(closed).toBe(true);
    expect(response.headers.get("content-security-policy")).toContain(`script-src 'nonce-${nonce}'`);
    expect(html).not.toContain("the-secret");
  });

  it("keeps a state that holds markup inside the script's string", async () => {
    const state = `</script><script>alert(1)</script>\u2028`;
    const response = await fakeGitHub().exchange.fetch(get(`code=abc&state=${encodeURIComponent(state)}`), ENV);
    const html = await response.text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(runPage(html).posted[0]!.message).toEqual({ kind: "github-token", token: "ghu_token123", state });
  });

  it("takes only GET, and asks GitHub nothing without a code", async () => {
    const { sent, exchange } = fakeGitHub();
    const posted = await exchange.fetch(new Request(`${CALLBACK}?code=abc&state=s`, { method: "POST" }), ENV);
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET");

    const missing = await exchange.fetch(get("state=s"), ENV);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("GitHub&#39;s answer came without a sign-in code. Close this window");

    const denied = await exchange.fetch(get("error=access_denied&error_description=The+user+has+denied&state=s"), ENV);
    expect(denied.status).toBe(400);
    expect(await denied.text()).toContain("You did not authorize the site&#39;s GitHub App");
    expect(sent).toHaveLength(0);
  });

  it("turns GitHub's refusal into words on a 400 page, never its JSON", async () => {
    const { exchange } = fakeGitHub(() =>
      Response.json({
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired.",
        error_uri: "https://docs.github.com/apps/troubleshooting",
      }),
    );
    const response = await exchange.fetch(get("code=old&state=s"), ENV);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("GitHub&#39;s sign-in code was already used or is over ten minutes old.");
    expect(html).not.toMatch(/[{}]|bad_verification_code|<script/);
  });

  it("reads no more than a small answer, and says so when GitHub cannot be asked", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
    });
    const huge = await fakeGitHub(() => new Response(endless)).exchange.fetch(get("code=abc&state=s"), ENV);
    expect(huge.status).toBe(502);
    expect(pulled).toBeLessThan(10);

    const offline = tokenExchange(() => Promise.reject(new TypeError("fetch failed")));
    const failed = await offline.fetch(get("code=abc&state=s"), ENV);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain("GitHub could not be asked for your token just now.");
  });

  it("says it is not set up when a setting is missing, and gives no token to an origin that is not one", async () => {
    const { sent, exchange } = fakeGitHub();
    for (const env of [
      { ...ENV, GITHUB_APP_CLIENT_SECRET: undefined },
      { ...ENV, EDITOR_ORIGIN: "*" },
    ]) {
      const response = await exchange.fetch(get("code=abc&state=s"), env);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain("The sign-in is not set up yet");
    }
    expect(sent).toHaveLength(0);
  });
});
