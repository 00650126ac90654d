/**
 * Where the editor saves on a static host, as the site's build was told (public values: .env.example).
 * Every setting the editor reads from the build is here.
 */
export const HOST_SETTINGS = {
  /** A git repository over smart HTTP, as the site serves it: /git/site.git. */
  gitUrl: import.meta.env.VITE_EDITOR_GIT_URL ?? "",
  /** A repository on GitHub, owner/name: the editor then saves through GitHub's API. */
  githubRepository: import.meta.env.VITE_EDITOR_GITHUB_REPO ?? "",
  /** The site's GitHub App, for "Sign in with GitHub": its client ID and its token exchange's address. */
  githubAppClientId: import.meta.env.VITE_EDITOR_GITHUB_APP_CLIENT_ID ?? "",
  githubTokenExchange: import.meta.env.VITE_EDITOR_GITHUB_TOKEN_EXCHANGE ?? "",
};

/** The GitHub repository the editor saves to, when the site is set up for GitHub. */
export function githubRepositoryOf(setting: string): { owner: string; repo: string } | undefined {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(setting.trim());
  return match ? { owner: match[1]!, repo: match[2]! } : undefined;
}
