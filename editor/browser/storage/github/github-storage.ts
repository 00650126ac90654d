import type { RepositoryStorage } from "../git/repository-storage";
import { githubRepository, type GitHubStorageOptions } from "./github-repository";
import { draftAgainstMain, publishDraft } from "./publish-draft";
import { saveToDraft } from "./save-to-draft";

export type { GitHubStorageOptions };

/**
 * The editor's repository on GitHub, through its REST API: the same RepositoryStorage as git-storage.ts
 * over smart HTTP, with the same versions (git blob ids). A draft is a branch with a pull request; a
 * save is one commit on the branch (save-to-draft.ts); Publish merges the pull request as one commit on
 * main once the site's checks have passed on it (turning GitHub's auto-merge on while they run), and
 * deletes the branch (publish-draft.ts).
 */
export function githubStorage(options: GitHubStorageOptions): RepositoryStorage {
  const github = githubRepository(options);
  const { objects } = github;

  /** The draft's latest commit, or main's for a draft not begun. */
  const tipOf = async (draft: string | undefined) =>
    (draft && (await objects.head(`drafts/${draft}`))) || github.mainHead();

  return {
    open: github.mainHead,

    async files(draft, folders) {
      const commit = await tipOf(draft);
      const { files } = await objects.tree(commit);
      const wanted = (path: string) => folders.some((folder) => path.startsWith(`${folder}/`));
      return { commit, files: new Map([...files].filter(([path]) => wanted(path))) };
    },

    text: objects.text,

    bytes: objects.blob,

    async read(path, draft) {
      const version = (await objects.tree(await tipOf(draft))).files.get(path);
      return version === undefined ? null : { text: await objects.text(version), version };
    },

    save: (draft, changes, message) => saveToDraft(github, draft, changes, message),

    async pending(draft) {
      return (await draftAgainstMain(github, `drafts/${draft}`))?.paths ?? [];
    },

    publish: (draft, message, onStep) => publishDraft(github, draft, message, onStep),
  };
}
