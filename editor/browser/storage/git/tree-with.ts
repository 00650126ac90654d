import git, { type FsClient, type TreeEntry } from "isomorphic-git";

/** A file's new content by its path from the repository's root (a blob's id), or null to remove it. */
export type TreeChanges = ReadonlyMap<string, string | null>;

/**
 * Writes the tree `base` with the given files replaced, added or removed, and returns its id: only the
 * folders on the way to a changed file are written again, as git itself does.
 */
export async function treeWith(fs: FsClient, gitdir: string, base: string | undefined, changes: TreeChanges) {
  const entries: TreeEntry[] = base ? (await git.readTree({ fs, gitdir, oid: base })).tree : [];
  const byName = new Map(entries.map((entry) => [entry.path, entry]));
  const inFolder = new Map<string, Map<string, string | null>>();
  for (const [path, blob] of changes) {
    const slash = path.indexOf("/");
    if (slash < 0) {
      if (blob === null) byName.delete(path);
      else byName.set(path, { mode: "100644", path, oid: blob, type: "blob" });
      continue;
    }
    const folder = path.slice(0, slash);
    if (!inFolder.has(folder)) inFolder.set(folder, new Map());
    inFolder.get(folder)!.set(path.slice(slash + 1), blob);
  }
  for (const [folder, inside] of inFolder) {
    const current = byName.get(folder);
    const oid = await treeWith(fs, gitdir, current?.type === "tree" ? current.oid : undefined, inside);
    const empty = (await git.readTree({ fs, gitdir, oid })).tree.length === 0;
    if (empty) byName.delete(folder);
    else byName.set(folder, { mode: "040000", path: folder, oid, type: "tree" });
  }
  return git.writeTree({ fs, gitdir, tree: [...byName.values()] });
}
