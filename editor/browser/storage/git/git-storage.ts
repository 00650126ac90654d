import git, { type FsClient, type HttpClient } from "isomorphic-git";
import { GitLoginError } from "./git-login-error";
import { NOT_UPDATED_SAID } from "../../../../src/runtime/site-version";
import { copyReads } from "./copy-reads";
import { keptObjects, type KeptObjectsOptions } from "./kept-objects";
import type {
  BranchFiles,
  ChangedMeanwhile,
  FileChange,
  GitSaveOutcome,
  RepositoryStorage,
} from "./repository-storage";
import type { GitServer } from "./smart-http/git-request";
import { pushBranch, type PushAnswer } from "./smart-http/receive-pack";
import { uploadPack } from "./smart-http/upload-pack";
import { treeWith, type TreeChanges } from "./tree-with";

export { GitLoginError };
export type { BranchFiles, ChangedMeanwhile, FileChange, GitSaveOutcome };

/** Who the author is on the git host: a user name and a password or access token. */
export interface GitLogin {
  username: string;
  password: string;
}

export interface GitStorageOptions {
  fs: FsClient & KeptObjectsOptions["fs"];
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

/**
 * A file someone else changed since `from` (the version the author began at), to anything but what
 * the author would write: it comes back with its text as it is now, for the author to choose.
 */
function changedMeanwhile(
  path: string,
  now: { text: string; version: string } | null,
  from: string | null,
  mine: string | null,
): ChangedMeanwhile | undefined {
  const version = now?.version ?? null;
  return version === from || version === mine ? undefined : { path, theirs: now?.text ?? null, version };
}

const heads = (branch: string) => `refs/heads/${branch}`;
const remoteRef = (branch: string) => `refs/remotes/origin/${branch}`;
const bytesOf = (content: string | Uint8Array) =>
  typeof content === "string" ? new TextEncoder().encode(content) : content;

/**
 * Saving and publishing as git operations on any git host over smart HTTP: a draft is a branch
 * (drafts/<name>) that may hold several pages; a save is one commit on it, holding a page and the
 * pictures it uses; Publish puts the draft's changes on main in one commit and removes the branch.
 * Every save and publish checks the version each file was opened at: a file someone changed meanwhile
 * comes back as a conflict with its current content, never overwritten; a file nobody touched goes
 * through even when the branch moved. The host's hooks (the validator's pre-receive) have the last word.
 *
 * This browser's copy is partial and kept between visits (kept-objects.ts): the branches' latest commits
 * with their folders, and only the files it reads, each object fetched once. A push sends only the
 * objects its commit adds (isomorphic-git writes the objects and indexes the packs).
 */
export function gitStorage(options: GitStorageOptions): RepositoryStorage {
  const { fs, http, gitdir, url } = options;
  const main = options.main ?? "main";
  // The login goes with every request, rather than after a first 401: half the round trips.
  const basic = btoa(
    String.fromCharCode(...new TextEncoder().encode(`${options.login.username}:${options.login.password}`)),
  );
  const server: GitServer = { http, url, headers: () => ({ Authorization: `Basic ${basic}` }) };
  const fetching = uploadPack(server);
  const cache = {};
  const objects = keptObjects({ fs, gitdir, server: fetching, cache });
  const { reading, readBlob, versionAt, textAt, addedBy } = copyReads({ fs, gitdir, objects, cache });

  /**
   * The branches' latest commits on the host, their folders fetched (not their files), by branch name;
   * a branch the host does not have is absent. Main first: a draft's fetch then leaves out what main has.
   */
  async function fetchBranches(...branches: string[]): Promise<Map<string, string>> {
    const found = await fetching.listRefs(branches.map(heads));
    const tips = new Map<string, string>();
    for (const branch of [...branches].sort((a, b) => Number(b === main) - Number(a === main))) {
      const tip = found.get(heads(branch));
      if (!tip) {
        await git.deleteRef({ fs, gitdir, ref: remoteRef(branch) }).catch(() => {});
        continue;
      }
      await objects.commitWithTrees(tip);
      await git.writeRef({ fs, gitdir, ref: remoteRef(branch), value: tip, force: true });
      tips.set(branch, tip);
    }
    await objects.kept();
    return tips;
  }

  /** The draft's latest commit, or main's for a draft not begun (or none asked for). */
  async function draftOrMain(draft: string | undefined): Promise<{ tip: string; draftTip?: string }> {
    const tips = await fetchBranches(...(draft ? [`drafts/${draft}`] : []), main);
    const draftTip = draft ? tips.get(`drafts/${draft}`) : undefined;
    const tip = draftTip ?? tips.get(main);
    if (!tip) throw new Error(`The repository has no ${main} branch.`);
    return { tip, draftTip };
  }

  /**
   * Moves a branch from `from` (null: a new branch) to `commit`, made on `parent`, sending the objects
   * the commit adds; a refusal by the host (its hook) comes back with the host's words.
   */
  async function pushTo(
    branch: string,
    { from, commit, parent }: { from: string | null; commit: string; parent: string },
    onMessage?: (said: string) => void,
    onServer: ReadonlySet<string> = new Set(),
  ): Promise<PushAnswer> {
    // What the commit added that the server has not: `onServer` names what it has from elsewhere.
    const oids = (await addedBy(commit, parent)).filter((oid) => !onServer.has(oid));
    const { packfile } = await git.packObjects({ fs, gitdir, oids, cache });
    const answer = await pushBranch(server, { ref: heads(branch), from, to: commit }, packfile, onMessage);
    if (answer.ok) {
      await git.writeRef({ fs, gitdir, ref: remoteRef(branch), value: commit, force: true });
      await objects.kept();
    }
    return answer;
  }

  /** A commit on `parent` with the given files changed (written in this copy). */
  async function commitOn(parent: string, changes: TreeChanges, message: string): Promise<string> {
    const base = (await git.readCommit({ fs, gitdir, oid: parent, cache })).commit.tree;
    const tree = await reading(() => treeWith(fs, gitdir, base, changes));
    const author = { ...options.author, timestamp: Math.floor(Date.now() / 1000) };
    return git.commit({ fs, gitdir, message, tree, parent: [parent], author, noUpdateBranch: true });
  }

  return {
    /** Checks the login and makes (or refreshes) this browser's copy: main's latest commit and its folders. */
    async open(): Promise<string> {
      await git.init({ fs, gitdir, bare: true, defaultBranch: main });
      return (await draftOrMain(undefined)).tip;
    },

    /**
     * Every file the draft has (or main, for a draft not begun) under the given folders, by path with
     * its version (blob id), and the commit they were read at. Only folders are read: no file is fetched.
     */
    async files(draft: string | undefined, folders: readonly string[]): Promise<BranchFiles> {
      const { tip } = await draftOrMain(draft);
      const found = new Map<string, string>();
      const wanted = (path: string) => folders.some((folder) => path.startsWith(`${folder}/`));
      const onTheWay = (path: string) => folders.some((folder) => folder.startsWith(`${path}/`) || folder === path);
      await reading(() =>
        git.walk({
          fs,
          gitdir,
          cache,
          trees: [git.TREE({ ref: tip })],
          map: async (path, [entry]) => {
            if (path === ".") return true;
            if (!wanted(path)) return onTheWay(path) ? true : null;
            if ((await entry?.type()) === "blob") found.set(path, (await entry!.oid())!);
            return true;
          },
        }),
      );
      return { commit: tip, files: found };
    },

    /** A file's text by its version: fetched the first time this browser reads it, then kept. */
    async text(version: string): Promise<string> {
      return new TextDecoder().decode(await readBlob(version));
    },

    bytes: (version: string) => readBlob(version),

    /** A file as the draft has it (or main, for a draft not begun), with its version. */
    async read(path: string, draft?: string): Promise<{ text: string; version: string } | null> {
      return textAt((await draftOrMain(draft)).tip, path);
    },

    /** Saves files in one commit on the draft's branch (made from main when new). */
    async save(draft: string, changes: readonly FileChange[], message: string): Promise<GitSaveOutcome> {
      const { tip: base, draftTip } = await draftOrMain(draft);
      const conflicts: ChangedMeanwhile[] = [];
      const tree = new Map<string, string | null>();
      for (const change of changes) {
        const mine =
          change.content === null ? null : await git.writeBlob({ fs, gitdir, blob: bytesOf(change.content) });
        const conflict = changedMeanwhile(change.path, await textAt(base, change.path), change.openedAt, mine);
        if (conflict) conflicts.push(conflict);
        tree.set(change.path, mine);
      }
      if (conflicts.length > 0) return { kind: "conflict", files: conflicts };
      const commit = await commitOn(base, tree, message);
      const pushed = await pushTo(`drafts/${draft}`, { from: draftTip ?? null, commit, parent: base });
      if (!pushed.ok) return { kind: "refused", message: pushed.message };
      return { kind: "saved", commit, versions: Object.fromEntries(tree) };
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
      for (const [path, mine] of changed) {
        const conflict = changedMeanwhile(path, await textAt(mainTip, path), await versionAt(began, path), mine);
        if (conflict) conflicts.push(conflict);
      }
      if (conflicts.length > 0) return { kind: "conflict", files: conflicts };
      // The push carries the draft's files to main: those saved from another device are fetched first.
      await objects.blobs([...changed.values()].filter((oid): oid is string => oid !== null));
      const words = typeof message === "string" ? message : message([...changed.keys()].sort());
      const commit = await commitOn(mainTip, changed, words);
      // The host checks the push (its pre-receive hook) before it answers; its build starts after (followPublish).
      onStep?.("checking");
      let heard = "";
      // The draft's files are on the server already, in its branch: a photo goes up once, at its save.
      const inDraft = new Set(began ? await addedBy(tip, began) : []);
      const pushed = await pushTo(
        main,
        { from: mainTip, commit, parent: mainTip },
        (said) => {
          heard += said;
        },
        inDraft,
      );
      if (!pushed.ok) return { kind: "refused", message: pushed.message };
      const notUpdated = heard.indexOf(NOT_UPDATED_SAID);
      // The draft is on main now: its branch goes (if nobody saved to it meanwhile).
      await pushBranch(server, { ref: heads(branch), from: tip, to: null }, undefined);
      await git.deleteRef({ fs, gitdir, ref: remoteRef(branch) }).catch(() => {});
      return {
        kind: "saved",
        commit,
        versions: Object.fromEntries(changed),
        ...(notUpdated >= 0 && { notBuilt: heard.slice(notUpdated).trim() }),
      };
    },
  };

  /**
   * A draft's branch beside main: both tips, the commit the draft began from, and the files it
   * changed since (the blob each has in the draft, null for a file removed). Undefined: no such draft.
   */
  async function draftAgainstMain(branch: string) {
    const tips = await fetchBranches(branch, main);
    const [tip, mainTip] = [tips.get(branch), tips.get(main)];
    if (!tip) return undefined;
    if (!mainTip) throw new Error(`The repository has no ${main} branch.`);
    const began = await objects.mergeBase(tip, mainTip);
    return { tip, mainTip, began, changed: await changedFiles(began, tip) };
  }

  /** The files that differ between two commits, with the blob each has in the second (null: removed). */
  async function changedFiles(from: string | undefined, to: string): Promise<Map<string, string | null>> {
    const found = new Map<string, string | null>();
    await reading(() =>
      git.walk({
        fs,
        gitdir,
        cache,
        trees: [git.TREE({ ref: from ?? to }), git.TREE({ ref: to })],
        // A folder both have alike is not read: only those on the way to a change are fetched.
        map: async (path, [before, after]) => {
          const [a, b] = [await before?.oid(), await after?.oid()];
          if (a === b) return null;
          if (path === ".") return true;
          const [beforeType, afterType] = [await before?.type(), await after?.type()];
          if (beforeType === "tree" || afterType === "tree") return true;
          found.set(path, b ?? null);
          return true;
        },
      }),
    );
    return found;
  }
}

export type GitStorage = ReturnType<typeof gitStorage>;
