import git, { Errors, type FsClient } from "isomorphic-git";
import type { KeptObjects } from "./kept-objects";

/** An object's id, as a read that found it missing names it (rather than a path it found no file at). */
const OBJECT_ID = /^[0-9a-f]{40}$/;
/** How many missing objects one read may fetch before it gives up. */
const MISSING_FETCHES = 16;

export interface CopyReadsOptions {
  fs: FsClient;
  gitdir: string;
  objects: KeptObjects;
  cache: object;
}

/**
 * Reading the browser's partial copy as if it were whole: a file is fetched the first time it is read
 * (the reads of one moment together), a folder the server left out is fetched when a read finds it
 * missing; and which objects a new commit adds, for a push.
 */
export function copyReads({ fs, gitdir, objects, cache }: CopyReadsOptions) {
  /** Runs a read, fetching an object it finds missing, then reading again. */
  async function reading<T>(read: () => Promise<T>): Promise<T> {
    for (let fetches = 0; ; fetches += 1) {
      try {
        return await read();
      } catch (error) {
        const what = error instanceof Errors.NotFoundError ? String(error.data.what) : "";
        if (!OBJECT_ID.test(what) || fetches >= MISSING_FETCHES) throw error;
        await objects.missing(what);
      }
    }
  }

  /** Files this copy lacks, asked for together: every read in the same moment goes in one fetch. */
  let wanted: { oids: Set<string>; fetched: Promise<void> } | undefined;
  function fetched(oid: string): Promise<void> {
    if (!wanted) {
      const oids = new Set<string>();
      const fetched = Promise.resolve().then(() => {
        wanted = undefined;
        return objects.blobs([...oids]);
      });
      wanted = { oids, fetched };
    }
    wanted.oids.add(oid);
    return wanted.fetched;
  }

  async function readBlob(oid: string): Promise<Uint8Array> {
    await fetched(oid);
    return (await git.readBlob({ fs, gitdir, oid, cache })).blob;
  }

  /** The version (blob id) a commit has at a path, read from its folders; null when it has none. */
  async function versionAt(commit: string | undefined, path: string): Promise<string | null> {
    if (!commit) return null;
    const slash = path.lastIndexOf("/");
    const folder = path.slice(0, Math.max(slash, 0));
    try {
      const { tree } = await reading(() => git.readTree({ fs, gitdir, oid: commit, filepath: folder, cache }));
      return tree.find((entry) => entry.path === path.slice(slash + 1) && entry.type === "blob")?.oid ?? null;
    } catch (error) {
      if (error instanceof Errors.NotFoundError) return null;
      throw error;
    }
  }

  /** A file's text at a path of a commit, with its version; null when the commit has none. */
  async function textAt(commit: string | undefined, path: string): Promise<{ text: string; version: string } | null> {
    const version = await versionAt(commit, path);
    return version === null ? null : { text: new TextDecoder().decode(await readBlob(version)), version };
  }

  /** The objects `commit` has that its parent has not: itself, the folders it rewrote, its new files. */
  async function addedBy(commit: string, parent: string): Promise<string[]> {
    const added = [commit];
    await reading(() =>
      git.walk({
        fs,
        gitdir,
        cache,
        trees: [git.TREE({ ref: parent }), git.TREE({ ref: commit })],
        map: async (_path, [before, after]) => {
          const oid = await after?.oid();
          if (!oid || oid === (await before?.oid())) return null;
          added.push(oid);
          return true;
        },
      }),
    );
    return added;
  }

  return { reading, readBlob, versionAt, textAt, addedBy };
}

export type CopyReads = ReturnType<typeof copyReads>;
