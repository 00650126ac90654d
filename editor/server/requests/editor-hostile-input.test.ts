// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, MAX_TITLE_LENGTH, REFUSALS } from "./editor-refusals.ts";
import { startTestEditor, type TestEditor } from "../../../tests/support/start-test-editor.ts";

// The first check compiles the schemas and reads the icon sets: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
const FILE = "pages/courses/python-training.json";

let editor: TestEditor;
beforeAll(async () => {
  editor = await startTestEditor();
});
afterAll(() => editor.close());

/** A JSON text of `depth` nested lists. */
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("requests no author sends", () => {
  it("refuses JSON nested past the stated depth with 400 in words, for a check, a save and a New", async () => {
    const deep = Buffer.from(`{"file":"${FILE}","version":"x","kind":"course","title":"x","data":${nested(1000)}}`);
    const refused = { status: 400, body: { message: REFUSALS.tooDeep.message } };
    expect(await editor.call("POST", "validate", { body: deep })).toEqual(refused);
    expect(await editor.call("PUT", "document", { body: deep })).toEqual(refused);
    expect(await editor.call("POST", "new", { body: deep })).toEqual(refused);
    expect(REFUSALS.tooDeep.message).toContain(String(MAX_JSON_DEPTH));
  });

  it("checks JSON nested to the stated depth as any other", SLOW, async () => {
    const body = Buffer.from(`{"file":"${FILE}","data":{"a":${nested(MAX_JSON_DEPTH - 2)}}}`);
    expect((await editor.call("POST", "validate", { body })).status).toBe(200);
  });

  it("refuses a 5,000-character title for a New with 400 in words, and checks one in a document", SLOW, async () => {
    const title = "Kubernetes ".repeat(455);
    expect(await editor.call("POST", "new", { body: { kind: "course", title } })).toEqual({
      status: 400,
      body: { message: REFUSALS.titleTooLong.message },
    });
    expect(
      await editor.call("POST", "new", { body: { kind: "course", title: "K".repeat(MAX_TITLE_LENGTH + 1) } }),
    ).toEqual({
      status: 400,
      body: { message: REFUSALS.titleTooLong.message },
    });
    const { data, version } = await editor.open<{ title: string; path: string }>(FILE);
    const checked = await editor.call("POST", "validate", { body: { file: FILE, data: { ...data, title } } });
    expect(checked.status).toBe(200);
    const saved = await editor.call("PUT", "document", {
      body: { file: FILE, data: { ...data, path: `/${"a".repeat(5000)}` }, version },
    });
    expect(saved).toEqual({ status: 400, body: { message: REFUSALS.nameTooLong.message } });
    expect(editor.errors).toEqual([]);
  });

  it("creates one page of three News with one title sent at once; the others get 409 naming it", SLOW, async () => {
    const body = { kind: "course", title: "Racing Training" };
    const answers = await Promise.all([1, 2, 3].map(() => editor.call("POST", "new", { body })));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    for (const { status, body: answer } of answers.filter(({ status }) => status === 409)) {
      expect({ status, message: answer.message }).toEqual({ status: 409, message: REFUSALS.titleTaken.message });
    }
    expect(existsSync(join(editor.root, "pages/courses/racing-training.json"))).toBe(true);
    expect(editor.errors).toEqual([]);
  });
});
