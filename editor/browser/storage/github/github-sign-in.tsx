import { useState, type FormEvent } from "react";
import { HOST_SETTINGS } from "../host-settings";
import { SignInPage } from "../sign-in-page";
import { signInWithGitHub } from "./github-login";

interface GitHubSignInProps {
  /** The repository the site is built from, owner/name. */
  repository: string;
  /** Opens the storage with this token; a refusal is thrown with words for the author. */
  onSignIn: (token: string) => Promise<void>;
  /** Why the last attempt failed, shown above the form. */
  error?: string;
}

const NEW_TOKEN = "https://github.com/settings/personal-access-tokens/new";

/**
 * The page editor on a site built from a GitHub repository: the author signs in with their GitHub
 * account, through the site's GitHub App (a window of GitHub's own), or by pasting a fine-grained
 * access token. The token is kept for this tab only (github-login.ts).
 */
export function GitHubSignIn({ repository, onSignIn, error }: GitHubSignInProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(error);
  const app = HOST_SETTINGS.githubAppClientId && HOST_SETTINGS.githubTokenExchange;

  async function signIn(token: () => Promise<string>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await onSignIn(await token());
    } catch (reason) {
      setFailure(reason instanceof Error ? reason.message : String(reason));
      setBusy(false);
    }
  }

  function withToken(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get("token") ?? "").trim();
    void signIn(async () => token);
  }

  const tokenForm = (
    <form onSubmit={withToken} aria-busy={busy} className="mt-3 grid gap-3">
      <label htmlFor="github-token" className="font-semibold">
        Access token
      </label>
      <p id="github-token-hint" className="text-sm text-slate-600">
        Make one on GitHub, under{" "}
        <a href={NEW_TOKEN} target="_blank" rel="noopener noreferrer" className="underline">
          Settings, Developer settings, Fine-grained tokens
        </a>
        : for {repository} only, with Contents and Pull requests “Read and write” and Checks “Read”. It is kept in this
        tab only.
      </p>
      <input
        id="github-token"
        name="token"
        type="password"
        required
        autoComplete="off"
        aria-describedby="github-token-hint"
        className="w-full rounded-md border border-slate-400 px-3 py-2"
      />
      <button type="submit" disabled={busy} className="btn-outline justify-self-start">
        {busy ? "Signing in and reading the site…" : "Sign in with this token"}
      </button>
    </form>
  );

  return (
    <SignInPage
      intro={
        <>
          The site&apos;s pages are kept on GitHub, in <strong>{repository}</strong>. Sign in with your GitHub account.
        </>
      }
      failure={failure}
    >
      {app ? (
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            void signIn(() =>
              signInWithGitHub({
                clientId: HOST_SETTINGS.githubAppClientId,
                exchangeUrl: HOST_SETTINGS.githubTokenExchange,
              }),
            )
          }
          className="btn-primary mt-6"
        >
          {busy ? "Signing in…" : "Sign in with GitHub"}
        </button>
      ) : null}
      {app ? (
        <details className="mt-6">
          <summary className="cursor-pointer font-semibold">Or sign in with an access token</summary>
          {tokenForm}
        </details>
      ) : (
        <div className="mt-6">{tokenForm}</div>
      )}
    </SignInPage>
  );
}
