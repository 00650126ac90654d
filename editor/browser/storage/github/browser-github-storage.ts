import type { EditorStorage } from "../../../documents/storage-contract";
import { loadSiteRules } from "../git/load-site-rules";
import { draftName } from "../git/git-login";
import { gitEditorStorage } from "../git/git-editor-storage";
import { githubAuthor } from "./github-author";
import { signOutOfGitHub, type GitHubLogin } from "./github-login";
import { githubStorage } from "./github-storage";

/**
 * The editor's storage on GitHub, for the author a token signs in as: their draft is the branch
 * drafts/<login> with its pull request, and every save and Publish goes through GitHub's API
 * (github-storage.ts), checked first by the same document logic as on any git host. Throws
 * GitLoginError when GitHub does not accept the token.
 */
export async function openGitHubStorage(login: GitHubLogin): Promise<EditorStorage> {
  const { token, owner, repo } = login;
  const author = await githubAuthor({ token });
  const git = githubStorage({ owner, repo, token });
  await git.open();
  return gitEditorStorage({ git, draft: draftName(author.login), rules: loadSiteRules, signOut: signOutOfGitHub });
}
