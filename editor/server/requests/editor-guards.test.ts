// @vitest-environment node
import { linkSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSALS } from "./editor-refusals.ts";
import { ACCEPTED_IMAGES } from "../images/image-samples.fixture.ts";
import { stagingFolder } from "../images/staging-folder.ts";
import { startTestEditor, type TestEditor } from "../../../tests/support/start-test-editor.ts";

let editor: TestEditor;
let outside: string;

beforeAll(async () => {
  editor = await startTestEditor();
  // Something outside pages/ that links inside pages/ lead to.
  outside = join(dirname(editor.root), `${editor.root.split("/").pop()}-outside`);
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, "secret.json"), '{ "secret": true }\n');
  symlinkSync(join(outside, "secret.json"), join(editor.root, "pages/leak.json"));
  symlinkSync(outside, join(editor.root, "pages/linked"));
  // A hard link: the same file under a second name, one outside the project.
  writeFileSync(join(outside, "course.json"), editor.read("pages/courses/php-training.json"));
  linkSync(join(outside, "course.json"), join(editor.root, "pages/courses/hard-linked.json"));
});
afterAll(async () => {
  await editor.close();
  rmSync(outside, { recursive: true, force: true });
});

const OPENED = "document?file=pages/courses/python-training.json";

describe("who may call the editor", () => {
  it("answers the editor's own page, by either local name", async () => {
    expect((await editor.call("GET", "documents")).status).toBe(200);
    expect((await editor.call("GET", "documents", { host: `localhost:${editor.port}` })).status).toBe(200);
    const own = `http://127.0.0.1:${editor.port}`;
    expect((await editor.call("GET", "documents", { origin: own })).status).toBe(200);
  });

  it.each(["evil.example:5173", "evil.example:PORT", "127.0.0.1:1", "localhost"])(
    "refuses the Host %s (DNS rebinding) with 403 and words",
    async (host) => {
      const answer = await editor.call("GET", "documents", { host: host.replace("PORT", String(editor.port)) });
      expect(answer).toEqual({ status: 403, body: { message: REFUSALS.notThisMachine.message } });
    },
  );

  it("refuses a change with no Origin or another origin, and a read from another origin", async () => {
    const body = { file: "pages/home.json", data: {} };
    for (const origin of [null, "http://evil.example", `http://localhost:${editor.port}`, "null"]) {
      expect((await editor.call("POST", "validate", { body, origin })).status).toBe(403);
      expect((await editor.call("PUT", "document", { body: { ...body, version: "x" }, origin })).status).toBe(403);
      expect((await editor.call("POST", "new", { body: { kind: "course", title: "Evil" }, origin })).status).toBe(403);
    }
    const read = await editor.call("GET", "documents", { origin: "http://evil.example" });
    expect(read).toEqual({ status: 403, body: { message: REFUSALS.foreignOrigin.message } });
  });

  it("passes requests outside /__edit/api on, and says which endpoints or methods do not exist", async () => {
    expect((await editor.call("GET", "/__edit")).body).toEqual({ next: true });
    expect((await editor.call("GET", "/__edit/apix")).body).toEqual({ next: true });
    expect(await editor.call("GET", "nothing")).toEqual({
      status: 404,
      body: { message: REFUSALS.unknownEndpoint.message },
    });
    expect((await editor.call("GET", "constructor")).status).toBe(404);
    expect((await editor.call("GET", "../documents")).status).toBe(404);
    expect(await editor.call("DELETE", OPENED)).toEqual({
      status: 405,
      body: { message: REFUSALS.wrongMethod.message },
    });
  });
});

describe("which files the editor touches", () => {
  it.each([
    "pages/../package.json",
    "pages%2F..%2Fpackage.json",
    "pages/%2E%2E/package.json",
    "pages/..%252Fpackage.json",
    "pages/..%5Cpackage.json",
    "pages%5C..%5Cpackage.json",
    "pages/home.json%00.png",
    "/etc/passwd",
    "%2Fetc%2Fpasswd",
    "src/main.json",
    "package.json",
    "pages/home.txt",
  ])("refuses to read %s", async (file) => {
    expect(await editor.call("GET", `document?file=${file}`)).toEqual({
      status: 400,
      body: { message: REFUSALS.badFile.message },
    });
  });

  it("reads a document named with an encoded slash, as URLSearchParams sends it", async () => {
    const query = new URLSearchParams({ file: "pages/courses/python-training.json" });
    expect((await editor.call("GET", `document?${query}`)).status).toBe(200);
  });

  it("refuses to read, check or write through a link, in pages/ or as a folder", async () => {
    for (const file of ["pages/leak.json", "pages/linked/secret.json"]) {
      expect(await editor.call("GET", `document?file=${file}`)).toEqual({
        status: 400,
        body: { message: REFUSALS.symlink.message },
      });
      const save = await editor.call("PUT", "document", { body: { file, data: { evil: true }, version: "x" } });
      expect(save.status).toBe(400);
      expect((await editor.call("POST", "validate", { body: { file, data: {} } })).status).toBe(400);
      expect(
        (await editor.call("POST", "validate", { body: { file: "pages/linked/new.json", data: {} } })).status,
      ).toBe(400);
    }
    expect(readFileSync(join(outside, "secret.json"), "utf8")).toBe('{ "secret": true }\n');
  });

  it("refuses to read or write a document with a second name (a hard link), as it refuses links", async () => {
    const file = "pages/courses/hard-linked.json";
    const before = readFileSync(join(outside, "course.json"), "utf8");
    const refused = { status: 400, body: { message: REFUSALS.hardLink.message } };
    expect(await editor.call("GET", `document?file=${file}`)).toEqual(refused);
    const save = await editor.call("PUT", "document", { body: { file, data: { evil: true }, version: "x" } });
    expect(save).toEqual(refused);
    expect(readFileSync(join(outside, "course.json"), "utf8")).toBe(before);
  });

  it("refuses to write an uploaded picture over a hard link left in the staging folder", async () => {
    const document = "pages/courses/python-training.json";
    const waiting = join(stagingFolder(editor.root, document), "courses");
    mkdirSync(waiting, { recursive: true });
    writeFileSync(join(outside, "picture.png"), "not yours");
    linkSync(join(outside, "picture.png"), join(waiting, "planted.png"));
    const upload = await editor.call(
      "POST",
      `image?file=${encodeURIComponent(document)}&folder=courses&name=planted.png`,
      {
        body: ACCEPTED_IMAGES.png,
      },
    );
    expect(upload).toEqual({ status: 400, body: { message: REFUSALS.hardLink.message } });
    expect(readFileSync(join(outside, "picture.png"), "utf8")).toBe("not yours");
  });

  it("leaves links out of the list of documents", async () => {
    const { body } = await editor.call("GET", "documents");
    const files = (body.documents as { file: string }[]).map((d) => d.file);
    expect(files).not.toContain("pages/leak.json");
    expect(files.filter((file) => file.startsWith("pages/linked/"))).toEqual([]);
  });

  it("refuses a body that is not a JSON object, or too large", async () => {
    const notJson = await editor.call("POST", "validate", { body: Buffer.from("{ nope") });
    expect(notJson).toEqual({ status: 400, body: { message: REFUSALS.notJson.message } });
    expect((await editor.call("POST", "validate", { body: [1, 2] })).status).toBe(400);
    const huge = await editor.call("POST", "validate", { body: Buffer.alloc(1024 * 1024 + 1, 32) });
    expect(huge).toEqual({ status: 413, body: { message: REFUSALS.tooLarge.message } });
  });
});
