import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressWithLogin, git, gitOverHttp } from "../../../../tests/support/git-commands";
import { startGitHttpServer, type GitHttpServer } from "../../../../tests/support/git-http-server";
import { GitLoginError, type GitStorageOptions } from "./git-storage";
import { NOT_UPDATED_SAID } from "../../../../src/runtime/site-version";
import http from "isomorphic-git/http/node";
import { ACCOUNT, testGitStorage } from "./git-storage.fixture";

// Against a real git server: Debian's git http-backend over HTTP on 127.0.0.1, with a login.
const COURSE = "pages/courses/react.json";

let root: string;
let server: GitHttpServer;
let bare: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "git-storage-"));
  const work = join(root, "work");
  fs.mkdirSync(join(work, "pages/courses"), { recursive: true });
  writeFileSync(join(work, COURSE), '{ "title": "React" }\n');
  writeFileSync(join(work, "pages/courses/python.json"), '{ "title": "Python" }\n');
  git(work, "init", "-q", "-b", "main");
  git(work, "add", ".");
  git(work, "commit", "-q", "-m", "The site");
  bare = join(root, "site.git");
  git(root, "clone", "-q", "--bare", work, bare);
  // A push that can update the checked-out branch of a non-bare would be refused: the served one is bare.
  server = await startGitHttpServer(root, ACCOUNT);
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const storage = (overrides: Partial<GitStorageOptions> = {}) => testGitStorage(server, root, overrides);
const onServer = (...args: string[]) => git(bare, ...args);

describe("git storage over smart HTTP", () => {
  it("refuses a wrong password with words, before anything is sent", async () => {
    const wrong = storage({ login: { username: "sita", password: "wrong" } });
    const attempt = wrong.open();
    await expect(attempt).rejects.toBeInstanceOf(GitLoginError);
    await expect(attempt).rejects.toThrow(/did not accept this user name and password.*changes are kept/);
  });

  it("says to check the address of a repository the server does not have", async () => {
    await expect(storage({ url: `${server.url}/sites.git` }).open()).rejects.toThrow(
      /answered 404 Not Found: check the repository's address/,
    );
  });

  it("says a server error is the developer's to put right, and that the author's changes are kept", async () => {
    // A web server whose git behind it is down (nginx without fcgiwrap) answers 502 to everything.
    const down = createServer((_, res) => res.writeHead(502, "Bad Gateway").end());
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const { port } = down.address() as AddressInfo;
    try {
      await expect(storage({ url: `http://127.0.0.1:${port}/git/site.git` }).open()).rejects.toThrow(
        /answered 502 Bad Gateway: .*tell the site's developer.*changes are kept in this browser/,
      );
    } finally {
      down.close();
    }
  });

  it("saves a draft on its own branch in one commit (page and picture), main unchanged, then publishes it as one commit on main", async () => {
    const author = storage();
    const mainBefore = await author.open();
    const saved = await author.save(
      "new-course-vue",
      [
        { path: "pages/courses/vue.json", content: '{ "title": "Vue" }\n', openedAt: null },
        { path: "public/images/courses/vue.png", content: new Uint8Array([137, 80, 78, 71]), openedAt: null },
      ],
      "Draft: Vue",
    );
    expect(saved.kind).toBe("saved");
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(onServer("rev-parse", "drafts/new-course-vue")).toBe(saved.kind === "saved" && saved.commit);
    expect(onServer("show", "--name-only", "--format=", "drafts/new-course-vue").split("\n").sort()).toEqual([
      "pages/courses/vue.json",
      "public/images/courses/vue.png",
    ]);
    // A second save on the same draft: the draft holds both, still apart from main.
    const again = await author.save(
      "new-course-vue",
      [
        {
          path: "pages/courses/vue.json",
          content: '{ "title": "Vue.js" }\n',
          openedAt: saved.kind === "saved" ? saved.versions["pages/courses/vue.json"] : null,
        },
      ],
      "Draft: Vue.js",
    );
    expect(again.kind).toBe("saved");

    const published = await author.publish("new-course-vue", "Publish: Vue.js");
    expect(published.kind).toBe("saved");
    expect(onServer("rev-parse", "main^")).toBe(mainBefore);
    expect(onServer("show", "--name-only", "--format=%s", "main").split("\n").filter(Boolean)).toEqual([
      "Publish: Vue.js",
      "pages/courses/vue.json",
      "public/images/courses/vue.png",
    ]);
    expect(onServer("show", "main:pages/courses/vue.json")).toBe('{ "title": "Vue.js" }');
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
    expect(onServer("log", "-1", "--format=%an <%ae>", "main")).toBe("Sita Sharma <sita@example.com>");
    expect(published).not.toHaveProperty("notBuilt");
  });

  it("publishes, and hands on the server's words where its deploy says at once the site was not updated", async () => {
    // A self-hosted server's deploy hook whose build could not start, in the words of scripts/commands/git-hook/post-receive.ts.
    const hook = join(bare, "hooks/post-receive");
    const said = [`${NOT_UPDATED_SAID}: its build could not start (spawn EACCES).`];
    writeFileSync(hook, `#!/bin/sh\n${said.map((line) => `echo "${line}"`).join("\n")}\n`, { mode: 0o755 });
    try {
      const author = storage();
      await author.open();
      const content = '{ "title": "Go" }\n';
      expect(
        (await author.save("go", [{ path: "pages/courses/go.json", content, openedAt: null }], "Draft")).kind,
      ).toBe("saved");
      const steps: string[] = [];
      const published = await author.publish("go", "Publish: Go", (step) => steps.push(step));
      expect(published).toMatchObject({ kind: "saved", notBuilt: said.join("\n") });
      expect(steps).toEqual(["checking"]);
      expect(onServer("show", "main:pages/courses/go.json")).toBe(content.trim());
    } finally {
      rmSync(hook);
    }
  });

  it("a file changed by someone else meanwhile comes back with its content; an untouched one saves though main moved", async () => {
    const author = storage();
    await author.open();
    const opened = await author.read(COURSE);
    const other = await author.read("pages/courses/python.json");
    // Someone pushes a change to the course with plain git.
    const clone = join(root, "someone");
    await gitOverHttp(root, "clone", "-q", addressWithLogin(server.url, ACCOUNT), clone);
    writeFileSync(join(clone, COURSE), '{ "title": "React (evening)" }\n');
    git(clone, "commit", "-q", "-am", "Evening class");
    await gitOverHttp(clone, "push", "-q", "origin", "main");

    const clash = await author.save(
      "react-title",
      [{ path: COURSE, content: '{ "title": "ReactJS" }\n', openedAt: opened!.version }],
      "Draft",
    );
    expect(clash).toEqual({
      kind: "conflict",
      files: [{ path: COURSE, theirs: '{ "title": "React (evening)" }\n', version: expect.any(String) }],
    });
    expect(onServer("branch", "--list", "drafts/react-title")).toBe("");

    const fine = await author.save(
      "python-title",
      [{ path: "pages/courses/python.json", content: '{ "title": "Python 3" }\n', openedAt: other!.version }],
      "Draft",
    );
    expect(fine.kind).toBe("saved");
  });

  it("sends a photo once, with its save: Publish sends only the commit that puts the draft on main", async () => {
    // A camera-sized file whose bytes do not pack small, and what each push sends, as its request body.
    const photo = new Uint8Array(randomBytes(300_000));
    const sent: number[] = [];
    const counting: GitStorageOptions["http"] = {
      async request(request) {
        if (request.method === "POST" && request.url.endsWith("/git-receive-pack")) {
          const parts: Uint8Array[] = [];
          for await (const part of request.body ?? []) parts.push(part);
          sent.push(parts.reduce((sum, part) => sum + part.length, 0));
          return http.request({
            ...request,
            body: (async function* () {
              yield* parts;
            })(),
          });
        }
        return http.request(request);
      },
    };
    const author = storage({ http: counting });
    await author.open();
    const photoPath = "public/images/courses/camera.jpg";
    const saved = await author.save(
      "photo-once",
      [
        { path: "pages/courses/camera.json", content: '{ "title": "Camera" }\n', openedAt: null },
        { path: photoPath, content: photo, openedAt: null },
      ],
      "Draft: Camera",
    );
    expect(saved.kind).toBe("saved");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeGreaterThan(photo.length);
    expect((await author.publish("photo-once", "Publish: Camera")).kind).toBe("saved");
    // The draft's push, then main's: the photo is not in it; the draft's removal sends nothing.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent[1]).toBeLessThan(10_000);
    expect(Buffer.from(execFileSync("git", ["--git-dir", bare, "show", `main:${photoPath}`]))).toEqual(
      Buffer.from(photo),
    );
  });

  it("publishes nothing when main changed a file the draft changed too, and gives back main's", async () => {
    const author = storage();
    await author.open();
    const python = "pages/courses/python.json";
    const opened = await author.read(python);
    const saved = await author.save(
      "python-level",
      [{ path: python, content: '{ "title": "Python for beginners" }\n', openedAt: opened!.version }],
      "Draft",
    );
    expect(saved.kind).toBe("saved");
    const clone = join(root, "someone-else");
    await gitOverHttp(root, "clone", "-q", addressWithLogin(server.url, ACCOUNT), clone);
    writeFileSync(join(clone, python), '{ "title": "Python (weekend)" }\n');
    git(clone, "commit", "-q", "-am", "Weekend class");
    await gitOverHttp(clone, "push", "-q", "origin", "main");
    const mainBefore = onServer("rev-parse", "main");

    const published = await author.publish("python-level", "Publish: Python");
    expect(published).toEqual({
      kind: "conflict",
      files: [{ path: python, theirs: '{ "title": "Python (weekend)" }\n', version: expect.any(String) }],
    });
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(onServer("branch", "--list", "drafts/python-level")).toBe("drafts/python-level");
  });

  it("shows the host's own words when its hook refuses a push, and moves nothing", async () => {
    const hook = join(bare, "hooks/pre-receive");
    writeFileSync(hook, '#!/bin/sh\necho "pages/courses/bad.json:3:5 error The title is missing." >&2\nexit 1\n', {
      mode: 0o755,
    });
    try {
      const author = storage();
      await author.open();
      const refused = await author.save(
        "bad",
        [{ path: "pages/courses/bad.json", content: "{}\n", openedAt: null }],
        "Draft",
      );
      expect(refused.kind).toBe("refused");
      expect(refused.kind === "refused" && refused.message).toMatch(
        /pages\/courses\/bad\.json:3:5 error The title is missing\./,
      );
      expect(onServer("branch", "--list", "drafts/bad")).toBe("");
    } finally {
      rmSync(hook);
    }
  });
});
