import { useEffect, useState, type ReactNode } from "react";
import { thisComputer, thisComputerAnswers } from "../storage/this-computer-storage";
import { StorageContext } from "../storage/storage-context";
import { PublishingProvider } from "../storage/going-live/publishing";
import type { EditorStorage } from "../../documents/storage-contract";
import { GitSignIn } from "../storage/git/git-sign-in";
import { GitLoginError } from "../storage/git/git-login-error";
import { keepSignedIn, signedIn, signOut, type GitLogin } from "../storage/git/git-login";
import { GitHubSignIn } from "../storage/github/github-sign-in";
import { keepGitHubLogin, signedInToGitHub, signOutOfGitHub } from "../storage/github/github-login";
import { githubRepositoryOf, HOST_SETTINGS } from "../storage/host-settings";

// The git storages and all they bring (isomorphic-git, the compiled checks, Prettier) load only where used.
const openGitStorage = async (login: GitLogin) =>
  (await import("../storage/git/browser-git-storage")).openGitStorage(login);
const openGitHubStorage = async (token: string) =>
  (await import("../storage/github/browser-github-storage")).openGitHubStorage({ ...github!, token });

/** The GitHub repository the site was built to save to, if any; else a git host over smart HTTP. */
const github = githubRepositoryOf(HOST_SETTINGS.githubRepository);

/** The storage on the git host, opened with the login this tab keeps, if it keeps one. */
function reopen(): Promise<EditorStorage> | undefined {
  if (github) {
    const login = signedInToGitHub();
    return login && openGitHubStorage(login.token);
  }
  const login = signedIn();
  return login && openGitStorage(login);
}

const forgetLogin = () => (github ? signOutOfGitHub() : signOut());

type Gate = { kind: "finding" } | { kind: "ready"; storage: EditorStorage } | { kind: "sign-in"; error?: string };

/**
 * Where the documents are, found once the page starts: this computer's files where the dev server or
 * `npm run preview` answers, or else the site's repository the author signs in to (a static host):
 * on GitHub when the site is built for it (VITE_EDITOR_GITHUB_REPO), or any git host over smart HTTP.
 */
export function StorageGate({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>({ kind: "finding" });

  useEffect(() => {
    let current = true;
    void (async () => {
      // A tab signed in to the git host is on a static host: no need to ask for this computer's files.
      const opening = reopen();
      if (!opening && (await thisComputerAnswers()))
        return current && setGate({ kind: "ready", storage: thisComputer });
      if (!opening) return current && setGate({ kind: "sign-in" });
      try {
        const storage = await opening;
        if (current) setGate({ kind: "ready", storage });
      } catch (error) {
        // A refused login is forgotten; a host out of reach keeps it, for the next reload.
        if (error instanceof GitLoginError) forgetLogin();
        if (current) setGate({ kind: "sign-in", error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, []);

  if (gate.kind === "finding") return <p className="px-6 py-10">Finding the site&apos;s documents…</p>;
  if (gate.kind === "ready") {
    const { draft } = gate.storage;
    return (
      <StorageContext value={gate.storage}>
        {draft ? <PublishingProvider draft={draft}>{children}</PublishingProvider> : children}
      </StorageContext>
    );
  }
  if (github) {
    const signIn = async (token: string) => {
      const storage = await openGitHubStorage(token);
      keepGitHubLogin({ ...github, token });
      setGate({ kind: "ready", storage });
    };
    return <GitHubSignIn repository={`${github.owner}/${github.repo}`} onSignIn={signIn} error={gate.error} />;
  }
  const signIn = async (login: GitLogin) => {
    const storage = await openGitStorage(login);
    keepSignedIn(login);
    setGate({ kind: "ready", storage });
  };
  return <GitSignIn onSignIn={signIn} error={gate.error} />;
}
