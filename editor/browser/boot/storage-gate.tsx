import { useEffect, useState, type ReactNode } from "react";
import { thisComputer, thisComputerAnswers } from "../storage/editor-client";
import { StorageContext, type EditorStorage } from "../storage/editor-storage";
import { GitSignIn } from "../storage/git/git-sign-in";
import { GitLoginError } from "../storage/git/git-login-error";
import { keepSignedIn, signedIn, signOut, type GitLogin } from "../storage/git/git-login";

/** The git storage and all it brings (isomorphic-git, the compiled checks, Prettier) load only where it is used. */
const openGitStorage = async (login: GitLogin) =>
  (await import("../storage/git/browser-git-storage")).openGitStorage(login);

type Gate = { kind: "finding" } | { kind: "ready"; storage: EditorStorage } | { kind: "sign-in"; error?: string };

/**
 * Where the documents are, found once the page starts: this computer's files where the dev server or
 * `npm run preview` answers, or else the git repository the author signs in to (a static host).
 */
export function StorageGate({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>({ kind: "finding" });

  useEffect(() => {
    let current = true;
    void (async () => {
      if (await thisComputerAnswers()) return current && setGate({ kind: "ready", storage: thisComputer });
      const login = signedIn();
      if (!login) return current && setGate({ kind: "sign-in" });
      try {
        const storage = await openGitStorage(login);
        if (current) setGate({ kind: "ready", storage });
      } catch (error) {
        // A refused login is forgotten; a host out of reach keeps it, for the next reload.
        if (error instanceof GitLoginError) signOut();
        if (current) setGate({ kind: "sign-in", error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, []);

  async function signIn(login: GitLogin) {
    const storage = await openGitStorage(login);
    keepSignedIn(login);
    setGate({ kind: "ready", storage });
  }

  if (gate.kind === "finding") return <p className="px-6 py-10">Finding the site&apos;s documents…</p>;
  if (gate.kind === "sign-in") return <GitSignIn onSignIn={signIn} error={gate.error} />;
  return <StorageContext value={gate.storage}>{children}</StorageContext>;
}
