import { fakeGitObjects, SOMEONE } from "./fake-git-objects.fixture";
import { githubAnswers, type FakeCheckRun, type FakePull } from "./fake-github-answers.fixture";
import { graphqlAnswer } from "./github-graphql.fixture";

/**
 * A FAKE GitHub, for tests: one repository, in memory, answering the REST API's git database, pull
 * request, check run and compare endpoints the way github.com does (a ref moves only by fast-forward
 * unless forced, a second pull request for a branch is refused, a merge checks the head it is given,
 * a deleted branch closes its pull request). Its git objects have git's own ids. Pair it with
 * checkedAgainstGitHub (github-openapi.fixture.ts), which holds it to GitHub's published description.
 */
export function fakeGitHub({
  owner = "acme",
  repo = "site",
  token = "ghu_theAuthorsToken",
  files,
}: {
  owner?: string;
  repo?: string;
  token?: string;
  files: Record<string, string | Uint8Array>;
}) {
  const git = fakeGitObjects();
  const shape = githubAnswers(owner, repo, git);
  const branches = new Map<string, string>();
  const pulls: FakePull[] = [];
  const checks = new Map<string, FakeCheckRun[]>();
  const waiting: { method: string; path: string; run: () => Response | void }[] = [];
  let limitedUntil: number | undefined;
  let autoMergeAllowed = true;

  const blobOf = (content: string | Uint8Array) => git.writeBlob(Buffer.from(content));
  const initial = new Map(Object.entries(files).map(([path, content]) => [path, blobOf(content)]));
  branches.set("main", git.writeCommit(git.treeOf(initial), [], "The site"));

  const filesAt = (commit: string) => git.filesOf(git.commit(commit)!.tree);
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json; charset=utf-8", "x-ratelimit-remaining": "4999", ...headers },
    });
  const notFound = () => json(404, shape.refusal(404, "Not Found"));
  const invalid = (message: string, extra?: object) => json(422, shape.refusal(422, message, extra));

  /** Someone else's commit on a branch (made from main when new): files to write, or null to remove. */
  function commitTo(branch: string, changes: Record<string, string | null>, message = "Someone else's change") {
    const parent = branches.get(branch) ?? branches.get("main")!;
    const now = filesAt(parent);
    for (const [path, content] of Object.entries(changes)) {
      if (content === null) now.delete(path);
      else now.set(path, blobOf(content));
    }
    const commit = git.writeCommit(git.treeOf(now), [parent], message, SOMEONE);
    branches.set(branch, commit);
    return commit;
  }

  /** The draft's changes since it began from main, put on main's files; undefined where both changed one. */
  function squashed(head: string, base: string): Map<string, string> | undefined {
    const began = filesAt(git.mergeBase(base, head)!);
    const [mine, theirs] = [filesAt(head), filesAt(base)];
    const result = new Map(theirs);
    for (const path of new Set([...began.keys(), ...mine.keys()])) {
      if (began.get(path) === mine.get(path)) continue;
      if (theirs.get(path) !== began.get(path) && theirs.get(path) !== mine.get(path)) return undefined;
      if (mine.has(path)) result.set(path, mine.get(path)!);
      else result.delete(path);
    }
    return result;
  }

  type Body = Record<string, unknown>;
  type Route = (match: string[], body: Body, query: URLSearchParams) => Response;
  /** The endpoints, by method and path under /repos/{owner}/{repo}/. */
  const routes: [string, RegExp, Route][] = [
    ["GET", /^git\/ref\/heads\/(.+)$/, getRef],
    ["GET", /^git\/commits\/(\w{40})$/, getCommit],
    ["GET", /^git\/trees\/(\w{40})$/, getTree],
    ["GET", /^git\/blobs\/(\w{40})$/, getBlob],
    ["POST", /^git\/blobs$/, createBlob],
    ["POST", /^git\/trees$/, createTree],
    ["POST", /^git\/commits$/, createCommit],
    ["POST", /^git\/refs$/, createRef],
    ["PATCH", /^git\/refs\/heads\/(.+)$/, updateRef],
    ["DELETE", /^git\/refs\/heads\/(.+)$/, deleteRef],
    ["POST", /^pulls$/, createPull],
    ["GET", /^pulls$/, listPulls],
    ["GET", /^pulls\/(\d+)$/, getPull],
    ["GET", /^commits\/(.+)\/check-runs$/, listCheckRuns],
    ["GET", /^compare\/(.+)\.\.\.(.+)$/, compare],
    ["PUT", /^pulls\/(\d+)\/merge$/, merge],
  ];

  function getRef([branch]: string[]) {
    const sha = branches.get(branch!);
    return sha ? json(200, shape.ref(branch!, sha)) : notFound();
  }

  function getCommit([sha]: string[]) {
    const commit = git.commit(sha!);
    return commit ? json(200, shape.commit(sha!, commit)) : notFound();
  }

  function getTree([sha]: string[], _: Body, query: URLSearchParams) {
    return git.tree(sha!) ? json(200, shape.tree(sha!, query.has("recursive"))) : notFound();
  }

  function getBlob([sha]: string[]) {
    const bytes = git.blob(sha!);
    return bytes ? json(200, shape.blob(sha!, bytes)) : notFound();
  }

  function createBlob(_: string[], { content, encoding }: Body) {
    const sha = git.writeBlob(Buffer.from(String(content), encoding === "base64" ? "base64" : "utf8"));
    return json(201, { sha, url: `https://api.github.com/repos/${owner}/${repo}/git/blobs/${sha}` });
  }

  function createTree(_: string[], { base_tree, tree }: Body) {
    if (base_tree && !git.tree(String(base_tree))) return invalid("Invalid tree info");
    const files = base_tree ? git.filesOf(String(base_tree)) : new Map<string, string>();
    for (const { path, sha } of tree as { path: string; sha: string | null }[]) {
      // GitHub refuses to remove what the tree does not have.
      if (sha === null && !files.has(path)) return invalid("GitRPC::BadObjectState");
      if (sha !== null && !git.blob(sha)) return invalid("Invalid tree info");
      if (sha === null) files.delete(path);
      else files.set(path, sha);
    }
    return json(201, shape.tree(git.treeOf(files), false));
  }

  function createCommit(_: string[], { message, tree, parents }: Body) {
    if (!git.tree(String(tree))) return invalid("Tree SHA does not exist");
    // GitHub's author is the token's user.
    const sha = git.writeCommit(String(tree), parents as string[], String(message), THE_AUTHOR);
    return json(201, shape.commit(sha, git.commit(sha)!));
  }

  function createRef(_: string[], { ref, sha }: Body) {
    const branch = String(ref).replace(/^refs\/heads\//, "");
    if (branches.has(branch)) return invalid("Reference already exists");
    if (!git.commit(String(sha))) return invalid("Object does not exist");
    branches.set(branch, String(sha));
    return json(201, shape.ref(branch, String(sha)));
  }

  function updateRef([branch]: string[], { sha, force }: Body) {
    const now = branches.get(branch!);
    if (!now) return invalid("Reference does not exist");
    if (!git.commit(String(sha))) return invalid("Object does not exist");
    if (!force && !git.history(String(sha)).has(now)) return invalid("Update is not a fast forward");
    branches.set(branch!, String(sha));
    return json(200, shape.ref(branch!, String(sha)));
  }

  function deleteRef([branch]: string[]) {
    if (!branches.delete(branch!)) return invalid("Reference does not exist");
    // GitHub closes the pull requests of a deleted branch.
    for (const pull of pulls) if (pull.head === branch) pull.state = "closed";
    return new Response(null, { status: 204 });
  }

  function createPull(_: string[], { title, head, base, body }: Body) {
    if (!branches.has(String(head)))
      return invalid("Validation Failed", { errors: [{ resource: "PullRequest", field: "head", code: "invalid" }] });
    if (pulls.some((pull) => pull.state === "open" && pull.head === head)) {
      const message = `A pull request already exists for ${owner}:${String(head)}.`;
      return invalid("Validation Failed", { errors: [{ resource: "PullRequest", code: "custom", message }] });
    }
    const pull: FakePull = {
      number: pulls.length + 1,
      title: String(title),
      body: String(body ?? ""),
      head: String(head),
      base: String(base),
      state: "open",
      merged: undefined,
    };
    pulls.push(pull);
    return json(201, shape.pull(pull, headsOf(pull)));
  }

  function listPulls(_: string[], __: Body, query: URLSearchParams) {
    const head = query.get("head")?.replace(`${owner}:`, "");
    const base = query.get("base");
    const state = query.get("state") ?? "open";
    const found = pulls.filter(
      (pull) =>
        (!head || pull.head === head) && (!base || pull.base === base) && (state === "all" || pull.state === state),
    );
    return json(
      200,
      found.map((pull) => shape.pull(pull, headsOf(pull), true)),
    );
  }

  function getPull([number]: string[]) {
    const pull = pulls.find((each) => each.number === Number(number));
    return pull ? json(200, shape.pull(pull, headsOf(pull))) : notFound();
  }

  /** GitHub's GraphQL mutations this fake knows, resolved as GitHub would (an error thrown is its refusal). */
  const graphqlRoot = {
    enablePullRequestAutoMerge({ input }: { input: Record<string, string> }) {
      const pull = pullByNodeId(input.pullRequestId!);
      const head = branches.get(pull.head);
      if (!autoMergeAllowed) throw new Error("Auto merge is not allowed for this repository");
      if (pull.state !== "open") throw new Error("Pull request is closed");
      if (input.expectedHeadOid && input.expectedHeadOid !== head) throw new Error("Head sha didn't match expected");
      if (allPassed(head!)) throw new Error("Pull request is in clean status");
      pull.autoMerge = { headline: input.commitHeadline ?? pull.title, head: head! };
      return { pullRequest: { number: pull.number } };
    },
    disablePullRequestAutoMerge({ input }: { input: Record<string, string> }) {
      const pull = pullByNodeId(input.pullRequestId!);
      pull.autoMerge = undefined;
      return { pullRequest: { number: pull.number } };
    },
  };

  function pullByNodeId(id: string): FakePull {
    const pull = pulls.find((each) => shape.pull(each, headsOf(each)).node_id === id);
    if (!pull) throw new Error(`Could not resolve to a node with the global id of '${id}'`);
    return pull;
  }

  const allPassed = (commit: string) => {
    const runs = checks.get(commit) ?? [];
    return (
      runs.length > 0 && runs.every((run) => run.status === "completed" && (run.conclusion ?? "success") === "success")
    );
  };

  /** Auto-merge: GitHub merges a pull request by itself once every check on its head has passed. */
  function mergeWaiting(): void {
    for (const pull of pulls) {
      const head = branches.get(pull.head);
      if (!pull.autoMerge || pull.state !== "open" || !head || !allPassed(head)) continue;
      merge([String(pull.number)], { sha: head, merge_method: "squash", commit_title: pull.autoMerge.headline });
      pull.autoMerge = undefined;
    }
  }

  function listCheckRuns([ref]: string[]) {
    const sha = branches.get(ref!) ?? ref!;
    const runs = (checks.get(sha) ?? []).map((run, index) => shape.checkRun(run, index, sha));
    return json(200, { total_count: runs.length, check_runs: runs });
  }

  function compare([baseName, headName]: string[]) {
    const [base, head] = [branches.get(baseName!), branches.get(headName!)];
    if (!base || !head) return notFound();
    const mergeBase = git.mergeBase(base, head)!;
    return json(200, shape.comparison(base, mergeBase, head, diff(filesAt(mergeBase), filesAt(head))));
  }

  function merge([number]: string[], { sha, merge_method, commit_title, commit_message }: Body) {
    const pull = pulls.find((each) => each.number === Number(number));
    if (!pull) return notFound();
    const [head, base] = [branches.get(pull.head), branches.get(pull.base)];
    const notMergeable = () => json(405, { message: "Pull Request is not mergeable" });
    if (pull.state !== "open" || !head || !base) return notMergeable();
    if (sha && sha !== head) return json(409, { message: "Head branch was modified. Review and try the merge again." });
    const result = squashed(head, base);
    if (!result || merge_method !== "squash") return notMergeable();
    // As GitHub words a squash: the title, then the messages of the commits squashed.
    const squashedCommits = [...git.history(head)].filter((each) => !git.history(base).has(each));
    const details = commit_message ?? squashedCommits.map((each) => `* ${git.commit(each)!.message}`).join("\n");
    const title = commit_title ?? `${pull.title} (#${pull.number})`;
    const merged = git.writeCommit(git.treeOf(result), [base], `${String(title)}\n\n${String(details)}`, SOMEONE);
    branches.set(pull.base, merged);
    pull.state = "closed";
    pull.merged = { sha: merged, at: "2025-01-06T12:00:00Z" };
    return json(200, { sha: merged, merged: true, message: "Pull Request successfully merged" });
  }

  function headsOf(pull: FakePull) {
    return { head: branches.get(pull.head) ?? pull.merged?.sha ?? "", base: branches.get(pull.base)! };
  }

  /** What changed from one tree's files to another's, as GitHub lists it (a file moved whole is "renamed"). */
  function diff(before: Map<string, string>, after: Map<string, string>) {
    const removed = [...before].filter(([path]) => !after.has(path));
    const entries = [];
    for (const [path, sha] of after) {
      if (before.get(path) === sha) continue;
      const moved = !before.has(path) && removed.findIndex(([, old]) => old === sha);
      if (moved !== false && moved >= 0)
        entries.push(shape.diffEntry(path, "renamed", sha, removed.splice(moved, 1)[0]![0]));
      else entries.push(shape.diffEntry(path, before.has(path) ? "modified" : "added", sha));
    }
    for (const [path, sha] of removed) entries.push(shape.diffEntry(path, "removed", sha));
    return entries;
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const prefix = `/repos/${owner}/${repo}/`;
    if (request.headers.get("authorization") !== `Bearer ${token}`)
      return json(401, shape.refusal(401, "Bad credentials"));
    if (url.pathname === "/graphql") return graphqlAnswer(request, graphqlRoot);
    if (limitedUntil !== undefined)
      return json(403, shape.refusal(403, "API rate limit exceeded for user ID 1."), {
        "x-ratelimit-limit": "5000",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": String(limitedUntil),
      });
    if (!url.pathname.startsWith(prefix)) return notFound();
    const path = decodeURIComponent(url.pathname.slice(prefix.length));
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Body;
    const hook = waiting.findIndex((each) => each.method === request.method && each.path === path);
    const instead = hook >= 0 ? waiting.splice(hook, 1)[0]!.run() : undefined;
    if (instead) return instead;
    for (const [method, pattern, route] of routes) {
      const match = request.method === method ? pattern.exec(path) : null;
      if (match) return route(match.slice(1), body, url.searchParams);
    }
    return notFound();
  }

  return {
    owner,
    repo,
    /** A refusal as GitHub words it, to answer with from `before`. */
    refusal: (status: number, message: string) => json(status, shape.refusal(status, message)),
    token,
    /** Answers one request to the API, as api.github.com would. */
    answer,
    /** The branch's latest commit, undefined when there is none. */
    head: (branch: string) => branches.get(branch),
    /** A file's text on a branch, undefined when it has none. */
    text(branch: string, path: string): string | undefined {
      const sha = branches.has(branch) ? filesAt(branches.get(branch)!).get(path) : undefined;
      return sha && git.blob(sha)!.toString("utf8");
    },
    bytes: (branch: string, path: string) => git.blob(filesAt(branches.get(branch)!).get(path)!)!,
    /** Every file of a branch's latest commit, by path with its blob id. */
    files: (branch: string) => filesAt(branches.get(branch)!),
    commit: (sha: string) => git.commit(sha)!,
    commitTo,
    pulls: pulls as readonly FakePull[],
    /** The check runs GitHub lists for a commit. */
    setChecks(commit: string, runs: FakeCheckRun[]) {
      checks.set(commit, runs);
      mergeWaiting();
    },
    /**
     * Runs `change` just before the fake answers the next `method path` (path under the repository), as
     * someone else's change landing then; a Response it returns is the answer instead.
     */
    before(method: string, path: string, change: () => Response | void) {
      waiting.push({ method, path, run: change });
    },
    /** Refuses every request until `resetAt` (seconds since 1970), as GitHub does once a token's hour is used up. */
    limitRate: (resetAt: number | undefined) => void (limitedUntil = resetAt),
    /** The repository's "Allow auto-merge" setting (on by default here; off in a new repository on GitHub). */
    allowAutoMerge: (allowed: boolean) => void (autoMergeAllowed = allowed),
  };
}

export type FakeGitHub = ReturnType<typeof fakeGitHub>;

/** Who the fake's token belongs to: GitHub makes them the author of a commit made through the API. */
const THE_AUTHOR = { name: "Sita Sharma", email: "sita@example.com" };
