import { afterEach, describe, expect, it, vi } from "vitest";
import { signInWithGitHub } from "./github-login";

const EXCHANGE = "https://sign-in.example.com/github-token";

/** The editor's window, as far as the sign-in uses it: it opens GitHub's page and hears messages. */
function editorWindow(popup: { closed: boolean; close(): void } | null = { closed: false, close() {} }) {
  const host = new EventTarget() as EventTarget & Pick<Window, "open">;
  const opened: string[] = [];
  host.open = ((url: string) => {
    opened.push(url);
    return popup;
  }) as Window["open"];
  const post = (origin: string, data: unknown) => host.dispatchEvent(new MessageEvent("message", { origin, data }));
  return { host: host as unknown as Window, opened, post };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("signing in with the site's GitHub App", () => {
  it("opens GitHub's authorization and takes the token only from the exchange's origin, with this sign-in's state", async () => {
    const { host, opened, post } = editorWindow();
    const token = signInWithGitHub({ clientId: "Iv23liAbc", exchangeUrl: EXCHANGE, window: host });

    const address = new URL(opened[0]!);
    expect(`${address.origin}${address.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(address.searchParams.get("client_id")).toBe("Iv23liAbc");
    expect(address.searchParams.get("redirect_uri")).toBe(EXCHANGE);
    const state = address.searchParams.get("state")!;
    expect(state).toMatch(/^[0-9a-f-]{36}$/);

    post("https://evil.example.net", { kind: "github-token", token: "ghu_evil", state });
    post("https://sign-in.example.com", { kind: "github-token", token: "ghu_guessed", state: "another" });
    post("https://sign-in.example.com", { kind: "github-token", token: "ghu_right", state });
    await expect(token).resolves.toBe("ghu_right");
  });

  it("says so when the browser blocks the window, or the author closes it", async () => {
    await expect(
      signInWithGitHub({ clientId: "Iv23liAbc", exchangeUrl: EXCHANGE, window: editorWindow(null).host }),
    ).rejects.toThrow(/allow pop-ups for this site/);

    vi.useFakeTimers();
    const popup = { closed: false, close() {} };
    const attempt = signInWithGitHub({
      clientId: "Iv23liAbc",
      exchangeUrl: EXCHANGE,
      window: editorWindow(popup).host,
    });
    popup.closed = true;
    vi.advanceTimersByTime(600);
    await expect(attempt).rejects.toThrow(/closed before the sign-in finished/);
  });
});
