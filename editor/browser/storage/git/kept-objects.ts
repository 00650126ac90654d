import git, { Errors, type FsClient } from "isomorphic-git";
import type { FetchedPack, UploadPack } from "./smart-http/upload-pack";

/** The parts of a file system the copy writes itself: lightning-fs's and Node's promises both have them. */
interface PromisedFs {
  promises: {
    readFile(path: string, options: "utf8"): Promise<string>;
    writeFile(path: string, data: Uint8Array | string): Promise<void>;
    /** lightning-fs: writes its list of files to IndexedDB now (it waits half a second otherwise). */
    flush?(): Promise<void>;
  };
}

export interface KeptObjectsOptions {
  fs: FsClient & PromisedFs;
  gitdir: string;
  server: UploadPack;
  /** isomorphic-git's cache of the packs' indexes, shared by every read of this copy. */
  cache: object;
}

/** How many commits since the last visit come with their folders; older ones are not fetched. */
const SINCE_KEPT = 64;

/** How far back the commits alone are fetched to find where a draft began, one step after the other. */
const HISTORY_STEPS = [32, 1024, 100_000];

/**
 * The repository's objects kept on this device (in IndexedDB, through lightning-fs), each fetched once:
 * a branch's latest commit with its folders but no file, a file only when it is read, and commits alone
 * where the history is searched. Every fetch names what this copy already has, so the server sends only
 * what is new; what came is kept as git's own pack, indexed by isomorphic-git.
 */
export function keptObjects({ fs, gitdir, server, cache }: KeptObjectsOptions) {
  const shallowFile = `${gitdir}/editor-shallow`;
  // One fetch at a time, each deciding what it lacks only once the one before has kept its pack: two
  // answers read side by side (the list of pages and the draft's) would fetch, and write, the same pack.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.catch(() => {});
    return turn;
  };

  async function has(oid: string): Promise<boolean> {
    try {
      await git.readObject({ fs, gitdir, oid, format: "deflated", cache });
      return true;
    } catch (error) {
      if (error instanceof Errors.NotFoundError) return false;
      throw error;
    }
  }

  /** Commits this copy has with their whole trees: the branches it fetched, and its own saves. */
  async function haves(): Promise<string[]> {
    const refs = await git.listRefs({ fs, gitdir, filepath: "refs/remotes/origin" }).catch(() => []);
    const tips = await Promise.all(
      refs
        .filter((ref) => ref !== "HEAD")
        .map((ref) => git.resolveRef({ fs, gitdir, ref: `refs/remotes/origin/${ref}` }).catch(() => undefined)),
    );
    return [...new Set(tips.filter((tip): tip is string => tip !== undefined))];
  }

  async function shallows(): Promise<string[]> {
    const text = await fs.promises.readFile(shallowFile, "utf8").catch(() => "");
    return text.split("\n").filter(Boolean);
  }

  /** Keeps a fetched pack, and which commits came without their parents (the server's shallow-info). */
  async function keep({ pack, shallow, unshallow }: FetchedPack): Promise<void> {
    if (shallow.length + unshallow.length > 0) {
      const now = new Set([...(await shallows()), ...shallow]);
      for (const oid of unshallow) now.delete(oid);
      await fs.promises.writeFile(shallowFile, [...now].join("\n"));
    }
    if (!pack) return;
    const name = [...pack.subarray(pack.length - 20)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    const filepath = `objects/pack/pack-${name}.pack`;
    await fs.promises.writeFile(`${gitdir}/${filepath}`, pack);
    await git.indexPack({ fs, dir: gitdir, gitdir, filepath, cache });
    await kept();
  }

  /** Makes what was written outlast this page: the editor's next page may come at once. */
  const kept = async () => fs.promises.flush?.();

  return {
    has,
    kept,

    /**
     * A commit with its folders (never its files), fetched unless this copy has its tree. Where the copy
     * has commits already, the server leaves out every folder they hold, as far as SINCE_KEPT commits
     * back (git resends the folders of a commit whose parent the depth cuts off); a first visit takes
     * the one commit.
     */
    commitWithTrees: (commit: string) =>
      oneAtATime(async () => {
        const tree = (await has(commit)) && (await git.readCommit({ fs, gitdir, oid: commit, cache })).commit.tree;
        if (tree && (await has(tree))) return;
        const known = await haves();
        const depth = known.length > 0 ? SINCE_KEPT : 1;
        await keep(await server.fetchPack({ wants: [commit], haves: known, depth, filter: "blob:none" }));
      }),

    /**
     * An object a read found missing, alone: a folder of a commit fetched without its folders (where a
     * draft began), or one the server left out because an older commit holds it too (a folder put back
     * as it was). The server sends a wanted object whatever the filter, and tree:0 nothing more.
     */
    missing: (oid: string) =>
      oneAtATime(async () => {
        if (!(await has(oid))) await keep(await server.fetchPack({ wants: [oid], filter: "tree:0" }));
      }),

    /** Files by their versions (blob ids), fetched together: those this copy lacks. */
    blobs: (oids: readonly string[]) =>
      oneAtATime(async () => {
        const missing: string[] = [];
        for (const oid of new Set(oids)) if (!(await has(oid))) missing.push(oid);
        if (missing.length > 0) await keep(await server.fetchPack({ wants: missing }));
      }),

    /**
     * Where two commits' histories meet (the commit a draft began from), fetching their commits alone,
     * a few first and more only when that was not enough. Undefined when they never meet.
     */
    async mergeBase(one: string, other: string): Promise<string | undefined> {
      for (const depth of [0, ...HISTORY_STEPS]) {
        if (depth > 0)
          await oneAtATime(async () =>
            keep(await server.fetchPack({ wants: [one, other], shallows: await shallows(), depth, filter: "tree:0" })),
          );
        const found = await metLocally(one, other);
        if (found.base || found.complete) return found.base;
      }
      return undefined;
    },
  };

  /**
   * Walks back from both commits over the commits this copy has: the first of `one`'s ancestors that is
   * also `other`'s, and whether both histories were read to their roots (then no base means none).
   */
  async function metLocally(one: string, other: string): Promise<{ base?: string; complete: boolean }> {
    const [ours, theirs] = await Promise.all([ancestors(one), ancestors(other)]);
    const base = ours.order.find((oid) => theirs.seen.has(oid));
    return { base, complete: ours.complete && theirs.complete };
  }

  /** A commit's ancestors this copy has, nearest first, and whether none is missing. */
  async function ancestors(tip: string) {
    const seen = new Set<string>();
    const order: string[] = [];
    let complete = true;
    const queue = [tip];
    while (queue.length > 0) {
      const oid = queue.shift()!;
      if (seen.has(oid)) continue;
      if (!(await has(oid))) {
        complete = false;
        continue;
      }
      seen.add(oid);
      order.push(oid);
      queue.push(...(await git.readCommit({ fs, gitdir, oid, cache })).commit.parent);
    }
    return { seen, order, complete };
  }
}

export type KeptObjects = ReturnType<typeof keptObjects>;
