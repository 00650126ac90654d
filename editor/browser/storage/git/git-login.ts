/** What signing in to the git host takes: where the repository is, the author's account, and who commits. */
export interface GitLogin {
  /** The repository's smart-HTTP address: the site's /git/… (its host passes it on) or the git host's own. */
  url: string;
  username: string;
  /** A password or an access token. */
  password: string;
  /** The author's name and e-mail, as the commits show them. */
  name: string;
  email: string;
}

const SIGNED_IN = "page-editor:git-login";
const REMEMBERED = "page-editor:git-author";

// The login lives in this tab's sessionStorage only: the editor's pages are separate pages, so it must
// outlast a page change, but it goes when the tab is closed or the author signs out, and it is
// never written into the bundle or the repository. The rest (never the password) is remembered to
// fill the form next time.

export function signedIn(): GitLogin | undefined {
  return parse<GitLogin>(sessionStorage.getItem(SIGNED_IN));
}

export function keepSignedIn(login: GitLogin): void {
  sessionStorage.setItem(SIGNED_IN, JSON.stringify(login));
  const { url, username, name, email } = login;
  localStorage.setItem(REMEMBERED, JSON.stringify({ url, username, name, email }));
}

export function signOut(): void {
  sessionStorage.removeItem(SIGNED_IN);
}

/** The details of the last sign-in on this browser, but the password. */
export function rememberedLogin(): Partial<GitLogin> {
  return parse<Partial<GitLogin>>(localStorage.getItem(REMEMBERED)) ?? {};
}

/** The author's draft, a branch drafts/<name>: their user name, as a branch name may be written. */
export function draftName(username: string): string {
  return (
    username
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "author"
  );
}

function parse<T>(text: string | null): T | undefined {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}
