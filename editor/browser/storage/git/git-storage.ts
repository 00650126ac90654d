import git, { Errors, type FsClient, type HttpClient } from "isomorphic-git";
import { GitLoginError } from "./git-login-error";
import { BUILDING_SAID } from "../../../../src/lib/site-version";
import type {
  BranchFiles,
  ChangedMeanwhile,
  FileChange,
  GitSaveOutcome,
  RepositoryStorage,
} from "./repository-storage";
import { treeWith } from "./tree-with";

export { GitLoginError };
export type { BranchFiles, ChangedMeanwhile, FileChange, GitSaveOutcome };

/** Who the author is on the git host: a user name and a password or access token. */
export interface GitLogin {
  username: string;
  password: string;
}

export interface GitStorageOptions {
  fs: FsClient;
  http: HttpClient;
  /** Where this browser keeps its copy of the repository (a folder of fs). */
  gitdir: string;
  /** The repository's smart-HTTP address, such as https://git.example.com/site.git. */
  url: string;
  login: GitLogin;
  /** Who commits: the author's name and e-mail, as the git host shows them. */
  author: { name: string; email: string };
  /** The branch the live site is built from. */
  main?: string;
}

/** How many commits back a publish looks for where the draft began, one step after the other. */
const HISTORY_STEPS = [32, 1024, 100_000];
const heads = (branch: string) => `refs/heads/${branch}`;
const remoteRef = (branch: string) => `refs/remotes/origin/${branch}`;
const text = (content: string | Uint8Array) =>
  typeof content === "string" ? new TextEncoder().encode(content) : content;

/**
 * Saving and publishing as git operations on any git host over smart HTTP (isomorphic-git): a draft is
 * a branch (drafts/<name>) that may hold several pages; a save is one commit on it, holding a page and
 * the pictures it uses; Publish puts the draft's changes on main in one commit and removes the branch.
 * Every save and publish checks the version each file was opened at: a file someone changed meanwhile
 * comes back as a conflict with its current content, never overwritten; a file nobody touched goes
 * through even when the branch moved. The host's hooks (the validator's pre-receive) have the last word.
 */
export function gitStorage(options: GitStorageOptions): RepositoryStorage {
  const { fs, http, gitdir, url } = options;
  const main = options.main ?? "main";
  // The login goes with every request, rather than after a first 401 for each (as onAuth would):
  // half the round trips, and a wrong one is a single 401, which withLogin turns into words.
  const basic = btoa(
    String.fromCharCode(...new TextEncoder().encode(`${options.login.username}:${options.login.password}`)),
  );
  // A new object for each request: isomorphic-git writes its own headers into the one it is given.
  const auth = {
    get headers(): Record<string, string> {
      return { Authorization: `Basic ${basic}` };
    },
  };

  /** Runs a git request, turning a refused login into GitLoginError. */
  async function withLogin<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Errors.HttpError && error.data.statusCode === 401) throw new GitLoginError();
      throw error;
    }
  }

  /** The branch's commit on the host, fetched, or undefined when the host has no such branch. */
  async function fetchBranch(branch: string): Promise<string | undefined> {
    const refs = await withLogin(() => git.listServerRefs({ http, url, prefix: heads(branch), ...auth }));
    if (!refs.some(({ ref }) => ref === heads(branch))) return undefined;
    await withLogin(() =>
      git.fetch({ fs, http, gitdir, remote: "origin", ref: branch, singleBranch: true, tags: false, ...auth }),
    );
    return git.resolveRef({ fs, gitdir, ref: remoteRef(branch) });
  }

  async function blobAt(commit: string | undefined, path: string): Promise<{ oid: string; blob: Uint8Array } | null> {
    if (!commit) return null;
    try {
      return await git.readBlob({ fs, gitdir, oid: commit, filepath: path });
    } catch (error) {
      if (error instanceof Errors.NotFoundError) return null;
      throw error;
    }
  }

  /** Pushes a commit to a branch; a refusal by the host (its hook) comes back with the host's words. */
  async function pushTo(
    branch: string,
    commit: string,
    onMessage?: (said: string) => void,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    await git.writeRef({ fs, gitdir, ref: heads(branch), value: commit, force: true });
    const said: string[] = [];
    try {
      const result = await withLogin(() =>
        git.push({
          fs,
          http,
          gitdir,
          url,
          ref: branch,
          remoteRef: heads(branch),
          onMessage: (m) => {
            said.push(m);
            onMessage?.(m);
          },
          ...auth,
        }),
      );
      const answer = result.refs[heads(branch)];
      if (result.ok && answer?.ok !== false) return { ok: true };
      return { ok: false, message: [...said, answer?.error ?? result.error ?? ""].join("").trim() };
    } catch (error) {
      if (error instanceof GitLoginError) throw error;
      if (error instanceof Errors.PushRejectedError || error instanceof Errors.GitPushError)
        return { ok: false, message: [...said, error.message].join("").trim() };
      throw error;
    }
  }

  async function commitOn(parent: string | undefined, tree: string, message: string): Promise<string> {
    const author = { ...options.author, timestamp: Math.floor(Date.now() / 1000) };
    return git.commit({ fs, gitdir, message, tree, parent: parent ? [parent] : [], author, noUpdateBranch: true });
  }

  return {
    /** Makes this browser's copy: the repository's main branch, its latest commit only. */
    async open(): Promise<string> {
      await git.init({ fs, gitdir, bare: true, defaultBranch: main });
      await git.addRemote({ fs, gitdir, remote: "origin", url, force: true });
      await withLogin(() =>
        git.fetch({
          fs,
          http,
          gitdir,
          remote: "origin",
          ref: main,
          singleBranch: true,
          depth: 1,
          tags: false,
          ...auth,
        }),
      );
      return git.resolveRef({ fs, gitdir, ref: remoteRef(main) });
    },

    /**
     * Every file the draft has (or main, for a draft not begun) under the given folders, by path with
     * its version (blob id), and the commit they were read at. Reading a file's text is then local.
     */
    async files(draft: string | undefined, folders: readonly string[]): Promise<BranchFiles> {
      const commit = (draft && (await fetchBranch(`drafts/${draft}`))) || (await fetchBranch(main));
      if (!commit) throw new Error(`The repository has no ${main} branch.`);
      const found = new Map<string, string>();
      const wanted = (path: string) => folders.some((folder) => path.startsWith(`${folder}/`));
      const onTheWay = (path: string) => folders.some((folder) => folder.startsWith(`${path}/`) || folder === path);
      await git.walk({
        fs,
        gitdir,
        trees: [git.TREE({ ref: commit })],
        map: async (path, [entry]) => {
          if (path === ".") return true;
          if (!wanted(path)) return onTheWay(path) ? true : null;
          if ((await entry?.type()) === "blob") found.set(path, (await entry!.oid())!);
          return true;
        },
      });
      return { commit, files: found };
    },

    /** A file's text by its version: fetched with the files, so read from this browser's copy. */
    async text(version: string): Promise<string> {
      const { blob } = await git.readBlob({ fs, gitdir, oid: version });
      return new TextDecoder().decode(blob);
    },

    /** A file as the draft has it (or main, for a draft not begun), with its version. */
    async read(path: string, draft?: string): Promise<{ text: string; version: string } | null> {
      const tip = (draft && (await fetchBranch(`drafts/${draft}`))) || (await fetchBranch(main));
      const found = await blobAt(tip, path);
      return found && { text: new TextDecoder().decode(found.blob), version: found.oid };
    },

    /** Saves files in one commit on the draft's branch (made from main when new). */
    async save(draft: string, changes: readonly FileChange[], message: string): Promise<GitSaveOutcome> {
      const branch = `drafts/${draft}`;
      const base = (await fetchBranch(branch)) ?? (await fetchBranch(main));
      const conflicts: ChangedMeanwhile[] = [];
      const tree = new Map<string, string | null>();
      const versions: Record<string, string | null> = {};
      for (const change of changes) {
        const now = await blobAt(base, change.path);
        const mine = change.content === null ? null : await git.writeBlob({ fs, gitdir, blob: text(change.content) });
        const moved = (now?.oid ?? null) !== change.openedAt && (now?.oid ?? null) !== mine;
        if (moved)
          conflicts.push({
            path: change.path,
            theirs: now && new TextDecoder().decode(now.blob),
            version: now?.oid ?? null,
          });
        tree.set(change.path, mine);
        versions[change.path] = mine;
      }
      if (conflicts.length > 0) return { kind: "conflict", files: conflicts };
      const baseTree = base ? (await git.readCommit({ fs, gitdir, oid: base })).commit.tree : undefined;
      const commit = await commitOn(base, await treeWith(fs, gitdir, baseTree, tree), message);
      const pushed = await pushTo(branch, commit);
      return pushed.ok ? { kind: "saved", commit, versions } : { kind: "refused", message: pushed.message };
    },

    /** The files the draft changed since it began from main, A to Z; none when there is no draft. */
    async pending(draft: string): Promise<string[]> {
      const found = await draftAgainstMain(`drafts/${draft}`);
      return found ? [...found.changed.keys()].sort() : [];
    },

    /**
     * Puts the draft's changes on main in one commit and removes the draft's branch (its message may
     * be made from the files the draft changed). A file the draft
     * changed that main also changed since the draft began is a conflict, and nothing is published.
     */
    async publish(draft, message, onStep): Promise<GitSaveOutcome> {
      const branch = `drafts/${draft}`;
      const found = await draftAgainstMain(branch);
      if (!found) return { kind: "refused", message: `There is no draft called "${draft}" to publish.` };
      const { tip, mainTip, began, changed } = found;
      const conflicts: ChangedMeanwhile[] = [];
      const tree = new Map<string, string | null>();
      const versions: Record<string, string | null> = {};
      for (const [path, mine] of changed) {
        const before = (await blobAt(began, path))?.oid ?? null;
        const now = await blobAt(mainTip, path);
        if ((now?.oid ?? null) !== before && (now?.oid ?? null) !== mine)
          conflicts.push({ path, theirs: now && new TextDecoder().decode(now.blob), version: now?.oid ?? null });
        tree.set(path, mine);
        versions[path] = mine;
      }
      if (conflicts.length > 0) return { kind: "conflict", files: conflicts };
      const mainTree = (await git.readCommit({ fs, gitdir, oid: mainTip })).commit.tree;
      const words = typeof message === "string" ? message : message([...changed.keys()].sort());
      const commit = await commitOn(mainTip, await treeWith(fs, gitdir, mainTree, tree), words);
      // The host checks the push (its pre-receive hook), then may build the site before it answers.
      onStep?.("checking");
      const pushed = await pushTo(main, commit, (said) => {
        if (said.includes(BUILDING_SAID)) onStep?.("building");
      });
      if (!pushed.ok) return { kind: "refused", message: pushed.message };
      // The push names a branch of this copy, which a draft saved elsewhere (another browser) has not.
      await git.writeRef({ fs, gitdir, ref: heads(branch), value: tip, force: true });
      await withLogin(() =>
        git.push({ fs, http, gitdir, remote: "origin", ref: branch, remoteRef: heads(branch), delete: true, ...auth }),
      );
      return { kind: "saved", commit, versions };
    },
  };

  /**
   * A draft's branch beside main: both tips, the commit the draft began from, and the files it
   * changed since (the blob each has in the draft, null for a file removed). Undefined: no such draft.
   */
  async function draftAgainstMain(branch: string) {
    const tip = await fetchBranch(branch);
    if (!tip) return undefined;
    const mainTip = await fetchBranch(main);
    if (!mainTip) throw new Error(`The repository has no ${main} branch.`);
    // Enough history of both to find where the draft began: a draft is young, so a little first,
    // more only when that was not enough (the whole history of a site is thousands of commits).
    let began: string | undefined;
    for (const depth of HISTORY_STEPS) {
      for (const ref of [branch, main]) {
        await withLogin(() =>
          git.fetch({ fs, http, gitdir, url, ref, singleBranch: true, tags: false, depth, ...auth }),
        );
      }
      [began] = (await git.findMergeBase({ fs, gitdir, oids: [mainTip, tip] })) as (string | undefined)[];
      if (began) break;
    }
    return { tip, mainTip, began, changed: await changedFiles(began, tip) };
  }

  /** The files that differ between two commits, with the blob each has in the second (null: removed). */
  async function changedFiles(from: string | undefined, to: string): Promise<Map<string, string | null>> {
    const found = new Map<string, string | null>();
    await git.walk({
      fs,
      gitdir,
      trees: [git.TREE({ ref: from ?? to }), git.TREE({ ref: to })],
      map: async (path, [before, after]) => {
        if (path === ".") return true;
        const [beforeType, afterType] = [await before?.type(), await after?.type()];
        if (beforeType === "tree" || afterType === "tree") return true;
        const [a, b] = [await before?.oid(), await after?.oid()];
        if (a !== b) found.set(path, b ?? null);
        return true;
      },
    });
    return found;
  }
}

export type GitStorage = ReturnType<typeof gitStorage>;
