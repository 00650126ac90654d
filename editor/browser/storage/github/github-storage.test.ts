import git from "isomorphic-git";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { GitLoginError } from "../git/git-login-error";
import type { GitSaveOutcome } from "../git/repository-storage";
import { fakeGitHub, type FakeGitHub } from "./fake-github.fixture";
import { checkedAgainstGitHub, type OpenApiCheck } from "./github-openapi.fixture";
import { AUTO_MERGE_OFF } from "./auto-merge";
import { githubStorage } from "./github-storage";

// The GitHub adapter against a fake GitHub held to GitHub's published OpenAPI description: every request
// it sends must be an operation there with a valid body, and every answer the fake gives must be valid
// for that operation and status (github-openapi.fixture.ts).

const PAGE = "pages/courses/react.json";
const OTHER = "pages/courses/python.json";
const VUE = "pages/courses/vue.json";
const PICTURE = "public/images/courses/vue.png";
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255, 128]);
const DRAFT = "sita";
const BRANCH = "drafts/sita";

/** Every operation the adapter uses: each must have been checked against the description by the end. */
const OPERATIONS = [
  "git/get-ref",
  "git/get-commit",
  "git/get-tree",
  "git/get-blob",
  "git/create-blob",
  "git/create-tree",
  "git/create-commit",
  "git/create-ref",
  "git/update-ref",
  "git/delete-ref",
  "pulls/create",
  "pulls/list",
  "checks/list-for-ref",
  "repos/compare-commits-with-basehead",
  "pulls/merge",
  "pulls/get",
  "graphql/EnableAutoMerge",
  "graphql/DisableAutoMerge",
];
const checked = new Set<string>();

let fake: FakeGitHub;
let openApi: OpenApiCheck;
let storage: ReturnType<typeof githubStorage>;

beforeEach(() => {
  fake = fakeGitHub({
    files: {
      [PAGE]: '{ "title": "React" }\n',
      [OTHER]: '{ "title": "Python" }\n',
      "public/images/courses/react.svg": "<svg/>\n",
      "README.md": "The site\n",
    },
  });
  openApi = checkedAgainstGitHub(fake.answer);
  // Looks again at once: the fake's checks change as the test says, not with time.
  storage = githubStorage({
    owner: fake.owner,
    repo: fake.repo,
    token: fake.token,
    fetch: openApi.fetch,
    lookEveryMs: 0,
  });
});
afterEach(() => {
  for (const operation of openApi.operations) checked.add(operation);
  expect(openApi.problems).toEqual([]);
});
afterAll(() => {
  expect(OPERATIONS.filter((operation) => !checked.has(operation))).toEqual([]);
});

const saved = (outcome: GitSaveOutcome) => {
  if (outcome.kind !== "saved") throw new Error(`Expected a save, got ${JSON.stringify(outcome)}`);
  return outcome;
};
const passingChecks = () => fake.setChecks(fake.head(BRANCH)!, [{ name: "check", status: "completed" }]);

describe("the fake GitHub and its check", () => {
  it("gives git's own ids, so versions are those of the smart-HTTP adapter", async () => {
    const read = await storage.read(PAGE);
    const { oid } = await git.hashBlob({ object: '{ "title": "React" }\n' });
    expect(read).toEqual({ text: '{ "title": "React" }\n', version: oid });
    const emptied = fake.commitTo("main", { [PAGE]: null, [OTHER]: null, "public/images/courses/react.svg": null });
    // The tree of README.md alone, as `git mktree` writes it.
    expect(fake.commit(emptied).tree).toBe("fd1fe61e84005de51b0900f9afd04a28020fdc30");
  });

  it("refuses an operation GitHub does not have, a body its schema refuses and an answer out of its shape", async () => {
    const strict = checkedAgainstGitHub(
      async () => new Response(JSON.stringify({ ref: "refs/heads/x" }), { status: 200 }),
    );
    const api = "https://api.github.com/repos/acme/site";
    const json = { "content-type": "application/json" };
    await expect(strict.fetch(`${api}/git/branches/main`)).rejects.toThrow(/no such operation/);
    await expect(
      strict.fetch(`${api}/git/refs`, { method: "POST", headers: json, body: JSON.stringify({ ref: "refs/heads/x" }) }),
    ).rejects.toThrow(/request body: \/ must have required property 'sha'/);
    await expect(strict.fetch(`${api}/git/trees/abc`)).rejects.toThrow(
      /answer body: \/ must have required property 'sha'/,
    );
    await expect(strict.fetch(`${api}/pulls?color=red`)).rejects.toThrow(/no query parameter "color"/);
    expect(strict.problems).toHaveLength(4);
  });
});

describe("GitHub storage", () => {
  it("reads main: its commit, the files under the folders asked, their texts", async () => {
    expect(await storage.open()).toBe(fake.head("main"));
    const { commit, files } = await storage.files(undefined, ["pages", "public"]);
    expect(commit).toBe(fake.head("main"));
    expect([...files.keys()].sort()).toEqual([OTHER, PAGE, "public/images/courses/react.svg"]);
    expect(await storage.text(files.get(OTHER)!)).toBe('{ "title": "Python" }\n');
    expect(await storage.read("pages/none.json")).toBeNull();
    expect(await storage.pending(DRAFT)).toEqual([]);
  });

  it("saves a draft on its own branch with a pull request, main unchanged; a second save moves it forward", async () => {
    const mainBefore = fake.head("main");
    const first = saved(
      await storage.save(
        DRAFT,
        [
          { path: VUE, content: '{ "title": "Vue" }\n', openedAt: null },
          { path: PICTURE, content: PNG, openedAt: null },
        ],
        "Edit Vue",
      ),
    );
    expect(fake.head("main")).toBe(mainBefore);
    expect(fake.head(BRANCH)).toBe(first.commit);
    expect(fake.commit(first.commit).parents).toEqual([mainBefore]);
    expect(fake.text(BRANCH, VUE)).toBe('{ "title": "Vue" }\n');
    expect(new Uint8Array(fake.bytes(BRANCH, PICTURE))).toEqual(PNG);
    expect(first.versions).toEqual({ [VUE]: fake.files(BRANCH).get(VUE), [PICTURE]: fake.files(BRANCH).get(PICTURE) });
    expect(fake.pulls).toEqual([expect.objectContaining({ head: BRANCH, base: "main", state: "open" })]);
    expect(fake.pulls[0]!.title).toMatch(/sita's draft: Edit Vue/);
    expect(await storage.pending(DRAFT)).toEqual([VUE, PICTURE]);
    expect((await storage.files(DRAFT, ["pages"])).files.get(VUE)).toBe(first.versions[VUE]);

    const second = saved(
      await storage.save(
        DRAFT,
        [{ path: VUE, content: '{ "title": "Vue.js" }\n', openedAt: first.versions[VUE]! }],
        "Edit Vue.js",
      ),
    );
    expect(fake.commit(second.commit).parents).toEqual([first.commit]);
    expect(fake.head(BRANCH)).toBe(second.commit);
    expect(fake.text(BRANCH, VUE)).toBe('{ "title": "Vue.js" }\n');
    expect(fake.head("main")).toBe(mainBefore);
    expect(fake.pulls).toHaveLength(1);
    expect(openApi.operations).toContain("git/update-ref");
  });

  it("gives back a file someone else changed on the draft since it was opened, and saves nothing", async () => {
    const opened = (await storage.read(PAGE))!.version;
    saved(await storage.save(DRAFT, [{ path: VUE, content: '{ "title": "Vue" }\n', openedAt: null }], "First"));
    const theirs = fake.commitTo(BRANCH, { [PAGE]: '{ "title": "React (evening)" }\n' });

    const clash = await storage.save(
      DRAFT,
      [{ path: PAGE, content: '{ "title": "ReactJS" }\n', openedAt: opened }],
      "Mine",
    );
    expect(clash).toEqual({
      kind: "conflict",
      files: [{ path: PAGE, theirs: '{ "title": "React (evening)" }\n', version: fake.files(BRANCH).get(PAGE) }],
    });
    expect(fake.head(BRANCH)).toBe(theirs);
  });

  it("saves on top of a draft that moved meanwhile when the file was not changed there", async () => {
    const first = saved(await storage.save(DRAFT, [{ path: VUE, content: "{}\n", openedAt: null }], "First"));
    let theirs = "";
    // Between the adapter's reading the branch and its moving it, someone saves another page.
    fake.before("PATCH", `git/refs/heads/${BRANCH}`, () => {
      theirs = fake.commitTo(BRANCH, { [OTHER]: '{ "title": "Python 3" }\n' });
    });
    const second = saved(
      await storage.save(
        DRAFT,
        [{ path: VUE, content: '{ "title": "Vue" }\n', openedAt: first.versions[VUE]! }],
        "Vue",
      ),
    );
    expect(fake.commit(second.commit).parents).toEqual([theirs]);
    expect(fake.text(BRANCH, OTHER)).toBe('{ "title": "Python 3" }\n');
    expect(fake.text(BRANCH, VUE)).toBe('{ "title": "Vue" }\n');
  });

  it("gives back the file when the draft moved meanwhile with that very file changed", async () => {
    const first = saved(await storage.save(DRAFT, [{ path: VUE, content: "{}\n", openedAt: null }], "First"));
    fake.before(
      "PATCH",
      `git/refs/heads/${BRANCH}`,
      () => void fake.commitTo(BRANCH, { [VUE]: '{ "title": "Theirs" }\n' }),
    );
    const clash = await storage.save(
      DRAFT,
      [{ path: VUE, content: '{ "title": "Mine" }\n', openedAt: first.versions[VUE]! }],
      "Vue",
    );
    expect(clash).toMatchObject({ kind: "conflict", files: [{ path: VUE, theirs: '{ "title": "Theirs" }\n' }] });
    expect(fake.text(BRANCH, VUE)).toBe('{ "title": "Theirs" }\n');
  });

  it("reads the draft again when it was made meanwhile (GitHub: Reference already exists)", async () => {
    let theirs = "";
    fake.before("POST", "git/refs", () => {
      theirs = fake.commitTo(BRANCH, { [OTHER]: '{ "title": "Python 3" }\n' });
    });
    const done = saved(await storage.save(DRAFT, [{ path: VUE, content: "{}\n", openedAt: null }], "Vue"));
    expect(fake.commit(done.commit).parents).toEqual([theirs]);
    expect(fake.text(BRANCH, OTHER)).toBe('{ "title": "Python 3" }\n');
  });
});

describe("publishing a draft through its pull request", () => {
  async function draftWithPageAndPicture() {
    saved(
      await storage.save(
        DRAFT,
        [
          { path: VUE, content: '{ "title": "Vue" }\n', openedAt: null },
          { path: PICTURE, content: PNG, openedAt: null },
        ],
        "Edit Vue",
      ),
    );
    return fake.head("main")!;
  }

  it("turns GitHub's auto-merge on while the site's checks run, and follows it until GitHub merged the draft", async () => {
    const mainBefore = await draftWithPageAndPicture();
    const head = fake.head(BRANCH)!;
    // GitHub's checks, as the editor looks again and again: one still running, then both passed.
    fake.before("GET", "pulls/1", () => {
      expect(fake.pulls[0]!.autoMerge).toEqual({ headline: "Publish Vue", head });
      fake.setChecks(head, [
        { name: "lint", status: "completed", conclusion: "success" },
        { name: "check", status: "in_progress" },
      ]);
    });
    fake.before("GET", "pulls/1", () => {
      expect(fake.head("main")).toBe(mainBefore);
      fake.setChecks(head, [
        { name: "lint", status: "completed", conclusion: "success" },
        { name: "check", status: "completed", conclusion: "success" },
      ]);
    });
    const steps: string[] = [];
    const published = saved(await storage.publish(DRAFT, "Publish Vue", (step) => steps.push(step)));

    expect(steps).toEqual(["checking", "publishing"]);
    expect(fake.head("main")).toBe(published.commit);
    expect(fake.commit(published.commit).parents).toEqual([mainBefore]);
    expect(fake.commit(published.commit).message.split("\n")[0]).toBe("Publish Vue");
    expect(fake.text("main", VUE)).toBe('{ "title": "Vue" }\n');
    expect(fake.pulls[0]).toMatchObject({ state: "closed", merged: { sha: published.commit }, autoMerge: undefined });
    expect(fake.head(BRANCH)).toBeUndefined();
  });

  it("takes auto-merge back when a check fails, naming it, and publishes nothing", async () => {
    const mainBefore = await draftWithPageAndPicture();
    fake.before("GET", "pulls/1", () => {
      fake.setChecks(fake.head(BRANCH)!, [{ name: "check", status: "completed", conclusion: "failure" }]);
    });
    const refused = await storage.publish(DRAFT, "Publish");
    expect(refused).toEqual({
      kind: "refused",
      message: expect.stringMatching(/^The site's checks found a problem: check\. Nothing was published/),
    });
    expect(fake.pulls[0]).toMatchObject({ state: "open", autoMerge: undefined });
    expect(fake.head("main")).toBe(mainBefore);
    expect(fake.head(BRANCH)).toBeDefined();
  });

  it("says what the site's owner must turn on when the repository does not allow auto-merge", async () => {
    const mainBefore = await draftWithPageAndPicture();
    fake.allowAutoMerge(false);
    expect(await storage.publish(DRAFT, "Publish")).toEqual({ kind: "refused", message: AUTO_MERGE_OFF });
    expect(fake.head("main")).toBe(mainBefore);
  });

  it("refuses with the name of the check that failed", async () => {
    const mainBefore = await draftWithPageAndPicture();
    fake.setChecks(fake.head(BRANCH)!, [{ name: "check", status: "completed", conclusion: "failure" }]);
    const refused = await storage.publish(DRAFT, "Publish");
    expect(refused.kind).toBe("refused");
    expect(refused.kind === "refused" && refused.message).toMatch(
      /^The site's checks found a problem: check\. Nothing was published: see what they found at https:\/\/github\.com\/acme\/site\/pull\/1/,
    );
    expect(fake.head("main")).toBe(mainBefore);
  });

  it("merges once the checks passed: one squashed commit on main holding the page and the picture, the draft gone", async () => {
    const mainBefore = await draftWithPageAndPicture();
    saved(
      await storage.save(
        DRAFT,
        [{ path: OTHER, content: '{ "title": "Python 3" }\n', openedAt: (await storage.read(OTHER))!.version }],
        "Python 3",
      ),
    );
    passingChecks();
    const published = saved(await storage.publish(DRAFT, (files) => `Publish ${files.join(", ")}`));

    expect(fake.head("main")).toBe(published.commit);
    const commit = fake.commit(published.commit);
    expect(commit.parents).toEqual([mainBefore]);
    expect(commit.message.split("\n")[0]).toBe(`Publish ${OTHER}, ${VUE}, ${PICTURE}`);
    expect(fake.text("main", VUE)).toBe('{ "title": "Vue" }\n');
    expect(fake.text("main", OTHER)).toBe('{ "title": "Python 3" }\n');
    expect(new Uint8Array(fake.bytes("main", PICTURE))).toEqual(PNG);
    expect(published.versions).toEqual({
      [OTHER]: fake.files("main").get(OTHER),
      [VUE]: fake.files("main").get(VUE),
      [PICTURE]: fake.files("main").get(PICTURE),
    });
    expect(fake.head(BRANCH)).toBeUndefined();
    expect(fake.pulls[0]).toMatchObject({ state: "closed", merged: { sha: published.commit } });
    expect(await storage.pending(DRAFT)).toEqual([]);
    expect(await storage.publish(DRAFT, "Again")).toEqual({
      kind: "refused",
      message: 'There is no draft called "sita" to publish.',
    });
  });

  it("publishes nothing when a file the draft changed was changed on main since", async () => {
    await draftWithPageAndPicture();
    const theirs = fake.commitTo("main", { [VUE]: '{ "title": "Vue by Ravi" }\n' });
    passingChecks();
    expect(await storage.publish(DRAFT, "Publish")).toEqual({
      kind: "conflict",
      files: [{ path: VUE, theirs: '{ "title": "Vue by Ravi" }\n', version: fake.files("main").get(VUE) }],
    });
    expect(fake.head("main")).toBe(theirs);
    expect(fake.head(BRANCH)).toBeDefined();
  });

  it("says in words why GitHub would not merge (409: the draft moved; 405: not mergeable)", async () => {
    await draftWithPageAndPicture();
    passingChecks();
    fake.before("PUT", "pulls/1/merge", () => void fake.commitTo(BRANCH, { [OTHER]: "{}\n" }));
    expect(await storage.publish(DRAFT, "Publish")).toEqual({
      kind: "refused",
      message: expect.stringMatching(
        /^Your draft was saved again while it was being published, so nothing was published/,
      ),
    });

    passingChecks();
    fake.before("PUT", "pulls/1/merge", () => void fake.commitTo("main", { [VUE]: "{}\n" }));
    const refused = await storage.publish(DRAFT, "Publish");
    expect(refused).toEqual({
      kind: "refused",
      message: expect.stringMatching(
        /^GitHub would not merge your draft \(Pull Request is not mergeable\), so nothing was published/,
      ),
    });
    expect(fake.head(BRANCH)).toBeDefined();
  });
});

describe("GitHub's refusals, in words", () => {
  it("a token GitHub does not accept is GitLoginError", async () => {
    const signedOut = githubStorage({ owner: fake.owner, repo: fake.repo, token: "ghu_expired", fetch: openApi.fetch });
    await expect(signedOut.open()).rejects.toBeInstanceOf(GitLoginError);
  });

  it("a rate limit says when to try again", async () => {
    fake.limitRate(Math.floor(Date.now() / 1000) + 15 * 60);
    const attempt = storage.open();
    await expect(attempt).rejects.toThrow(
      /^GitHub allows only so many requests an hour.*try again at .+ \(in 15 minutes\)/,
    );
    await expect(attempt).rejects.not.toThrow(/[{}]/);
  });

  it("GitHub's asking to slow down says how long to wait", async () => {
    fake.before("GET", "git/ref/heads/main", () => {
      const slow = fake.refusal(429, "You have exceeded a secondary rate limit.");
      slow.headers.set("retry-after", "30");
      return slow;
    });
    await expect(storage.open()).rejects.toThrow("GitHub asks the editor to slow down: try again in 30 seconds.");
  });

  it("any other refusal is GitHub's sentence in words, never its JSON", async () => {
    fake.before("POST", "git/blobs", () => fake.refusal(403, "Resource not accessible by personal access token"));
    const attempt = storage.save(DRAFT, [{ path: VUE, content: "{}\n", openedAt: null }], "Vue");
    await expect(attempt).rejects.toThrow(
      /^GitHub did not let this sign-in do that\. .*\(GitHub said 403: Resource not accessible by personal access token\)\.$/,
    );
    await expect(attempt).rejects.not.toThrow(/[{}"]/);
    expect(fake.head(BRANCH)).toBeUndefined();
  });

  it("a repository GitHub does not show says so", async () => {
    const elsewhere = githubStorage({
      owner: fake.owner,
      repo: "no-such-site",
      token: fake.token,
      fetch: openApi.fetch,
    });
    await expect(elsewhere.open()).rejects.toThrow(/no branch "main" in acme\/no-such-site/);
  });
});
