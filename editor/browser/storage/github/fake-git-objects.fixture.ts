import { createHash } from "node:crypto";

// Git's objects in memory, with the ids git gives them (sha1 of "<type> <size>\0<body>"), so a version
// read from the fake GitHub is the one isomorphic-git or git itself would compute.

export interface TreeEntry {
  mode: "100644" | "040000";
  sha: string;
}

export interface Commit {
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
}

type GitObject =
  | { type: "blob"; bytes: Buffer }
  | { type: "tree"; entries: Map<string, TreeEntry> }
  | { type: "commit"; commit: Commit };

export function fakeGitObjects() {
  const objects = new Map<string, GitObject>();
  let clock = Date.parse("2025-01-06T09:00:00Z") / 1000;

  function store(object: GitObject, body: Buffer): string {
    const sha = createHash("sha1")
      .update(Buffer.concat([Buffer.from(`${object.type} ${body.length}\0`), body]))
      .digest("hex");
    objects.set(sha, object);
    return sha;
  }

  function get<K extends GitObject["type"]>(sha: string, type: K) {
    const object = objects.get(sha);
    return object?.type === type ? (object as Extract<GitObject, { type: K }>) : undefined;
  }

  const writeBlob = (bytes: Buffer) => store({ type: "blob", bytes }, bytes);

  function writeTree(entries: Map<string, TreeEntry>): string {
    // Git sorts a folder's name as if it ended in "/".
    const sortKey = ([name, entry]: [string, TreeEntry]) => (entry.mode === "040000" ? `${name}/` : name);
    const sorted = [...entries].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    const body = Buffer.concat(
      sorted.map(([name, { mode, sha }]) =>
        Buffer.concat([Buffer.from(`${mode === "040000" ? "40000" : mode} ${name}\0`), Buffer.from(sha, "hex")]),
      ),
    );
    return store({ type: "tree", entries: new Map(sorted) }, body);
  }

  function writeCommit(tree: string, parents: string[], message: string, who = SOMEONE): string {
    clock += 60;
    const date = new Date(clock * 1000).toISOString().replace(".000", "");
    const signature = `${who.name} <${who.email}> ${clock} +0000`;
    const body = [`tree ${tree}`, ...parents.map((parent) => `parent ${parent}`)];
    body.push(`author ${signature}`, `committer ${signature}`, "", message);
    return store(
      { type: "commit", commit: { tree, parents, message, author: { ...who, date } } },
      Buffer.from(body.join("\n")),
    );
  }

  /** Every file of a tree, by path, with its blob id. */
  function filesOf(tree: string, prefix = ""): Map<string, string> {
    const found = new Map<string, string>();
    for (const [name, entry] of get(tree, "tree")?.entries ?? []) {
      if (entry.mode === "040000")
        for (const [path, sha] of filesOf(entry.sha, `${prefix}${name}/`)) found.set(path, sha);
      else found.set(`${prefix}${name}`, entry.sha);
    }
    return found;
  }

  /** The tree holding these files, its folders written as git writes them (an empty one is left out). */
  function treeOf(files: ReadonlyMap<string, string>): string {
    const entries = new Map<string, TreeEntry>();
    const folders = new Map<string, Map<string, string>>();
    for (const [path, sha] of files) {
      const [first, ...rest] = path.split("/");
      if (rest.length === 0) entries.set(first!, { mode: "100644", sha });
      else folders.set(first!, (folders.get(first!) ?? new Map()).set(rest.join("/"), sha));
    }
    for (const [name, inside] of folders) entries.set(name, { mode: "040000", sha: treeOf(inside) });
    return writeTree(entries);
  }

  /** Every commit `commit` comes from, itself included. */
  function history(commit: string): Set<string> {
    const seen = new Set<string>();
    const waiting = [commit];
    while (waiting.length > 0) {
      const sha = waiting.pop()!;
      if (seen.has(sha)) continue;
      seen.add(sha);
      waiting.push(...(get(sha, "commit")?.commit.parents ?? []));
    }
    return seen;
  }

  /** The latest commit both come from (their first shared one, walking back from `b`). */
  function mergeBase(a: string, b: string): string | undefined {
    const ofA = history(a);
    const waiting = [b];
    while (waiting.length > 0) {
      const sha = waiting.shift()!;
      if (ofA.has(sha)) return sha;
      waiting.push(...(get(sha, "commit")?.commit.parents ?? []));
    }
    return undefined;
  }

  return {
    writeBlob,
    writeTree,
    writeCommit,
    blob: (sha: string) => get(sha, "blob")?.bytes,
    tree: (sha: string) => get(sha, "tree")?.entries,
    commit: (sha: string) => get(sha, "commit")?.commit,
    filesOf,
    treeOf,
    history,
    mergeBase,
  };
}

export type FakeGitObjects = ReturnType<typeof fakeGitObjects>;

/** Who commits when a test changes the repository itself, as someone else would. */
export const SOMEONE = { name: "Ravi Kumar", email: "ravi@example.com" };
