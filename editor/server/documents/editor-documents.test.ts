import { translationOf } from "../../../scripts/content-layout/content-layout.ts";
// @vitest-environment node
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { check } from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatePages } from "../../../scripts/validator/validate-pages.ts";
import { translationStart } from "../../../scripts/content-layout/translation-start.ts";
import type { PageDocument } from "../../../src/generated/page.ts";
import { writtenTranslation } from "../../documents/translation/translation-texts.ts";
import type { DocumentListItem } from "../../documents/storage-contract.ts";
import { documentVersion } from "../files/document-version.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { startTestEditor, type TestEditor } from "../../../tests/support/start-test-editor.ts";

// The first check compiles the schemas and reads the icon sets: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
const FILE = "pages/courses/python-training.json";
type Page = { meta: { title: string }; blocks: { type: string; items?: { question: string; answer: string }[] }[] };

let editor: TestEditor;
beforeAll(async () => {
  editor = await startTestEditor();
}, 60_000);
afterAll(() => editor.close());

const read = (file: string) => readFileSync(join(editor.root, file), "utf8");
const open = async (file: string) =>
  (await editor.call("GET", `document?file=${encodeURIComponent(file)}`)).body as { data: Page; version: string };

describe("GET documents", () => {
  it("lists every document with its kind, title and address (and a course's category), courses first", async () => {
    const { status, body } = await editor.call("GET", "documents");
    expect(status).toBe(200);
    const documents = body.documents as DocumentListItem[];
    // Every file of pages/ but the translations, each listed with its English page.
    const { texts } = validatePages(editor.root);
    expect(documents).toHaveLength([...texts.keys()].filter((file) => !translationOf(file)).length);
    expect(documents[0].kind).toBe("course");
    expect(documents).toContainEqual({
      file: FILE,
      kind: "course",
      title: "Python Basic",
      path: "/python-training",
      category: "Programming",
      translations: [{ language: "ne", file: "pages/ne/courses/python-training.json" }],
    });
    expect(documents).toContainEqual({
      file: "pages/mission.json",
      kind: "page",
      title: "Our Mission",
      path: "/mission",
    });
    expect(documents).toContainEqual({ file: "pages/_site.json", kind: "site", title: "Site settings" });
    expect(documents).toContainEqual({
      file: "pages/_forms/enrolment.json",
      kind: "form",
      title: "Enrolment form",
      shownOn: expect.arrayContaining(["/", "/python-training"]),
    });
    const kinds = documents.map((d) => d.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => order(a) - order(b)));
  });
});

function order(kind: string): number {
  return ["course", "service", "page", "site", "form"].indexOf(kind);
}

describe("GET document", () => {
  it("gives the parsed document, its kind and the hash of its bytes", async () => {
    const { status, body } = await editor.call("GET", `document?file=${FILE}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      file: FILE,
      kind: "course",
      data: JSON.parse(read(FILE)),
      version: documentVersion(read(FILE)),
    });
    expect((await editor.call("GET", "document?file=pages/_site.json")).body).toMatchObject({ kind: "site" });
    expect((await editor.call("GET", "document?file=pages/nope.json")).status).toBe(404);
  });
});

describe("POST validate", () => {
  it(
    "finds what `npm run validate` finds in the document, at the same line, in the words of a form",
    SLOW,
    async () => {
      const file = "pages/_forms/enrolment.json";
      const { data } = await open(file);
      const { status, body } = await editor.call("POST", "validate", { body: { file, data } });
      expect(status).toBe(200);
      const cli = validatePages(editor.root).problems.filter((p) => p.file === file);
      expect(cli).toHaveLength(1);
      expect(body.problems).toEqual([
        {
          severity: "warning",
          code: "courseChoiceWithoutPage",
          pointer: cli[0].pointer,
          place: "Course › Options › Extra choice 1",
          line: cli[0].line,
          column: cli[0].column,
          message: "No course page is called “Graphics Design”.",
          hint: "That is allowed (visitors can still ask for it), but make its course page if the course is offered.",
        },
      ]);
    },
  );

  it("points at the line and column of the text a save would write", SLOW, async () => {
    const { data } = await open(FILE);
    data.blocks.find((b) => b.type === "faq")!.items![1].question = "";
    const { body } = await editor.call("POST", "validate", { body: { file: FILE, data } });
    const [problem] = body.problems as { pointer: string; line: number; column: number; message: string }[];
    expect(problem).toMatchObject({
      severity: "error",
      pointer: "/blocks/5/items/1/question",
      place: "Frequently asked questions › Question 2 › Question",
      message: "This cannot be empty.",
    });
    const line = read(FILE).split("\n")[problem.line - 1];
    expect(line.slice(problem.column - 1)).toMatch(/^"How long/);
  });

  it("finds problems only the other documents reveal", SLOW, async () => {
    const { data } = await open(FILE);
    data.meta.title = "PHP and Laravel Course in Kathmandu | Yeti Bytes";
    const { body } = await editor.call("POST", "validate", { body: { file: FILE, data } });
    expect(body.problems).toContainEqual(
      expect.objectContaining({
        pointer: "/meta/title",
        message: "The search title is the same as on “PHP”.",
      }),
    );
  });
});

describe("PUT document", () => {
  it("writes nothing when nothing changed", SLOW, async () => {
    const before = statSync(join(editor.root, FILE)).mtimeMs;
    const { data, version } = await open(FILE);
    const answer = await editor.call("PUT", "document", { body: { file: FILE, data, version } });
    expect(answer).toEqual({ status: 200, body: { saved: true, version, path: "/python-training" } });
    expect(statSync(join(editor.root, FILE)).mtimeMs).toBe(before);
  });

  it(
    "refuses with 409 when the file changed on disk since it was opened, sending the file as it is now",
    SLOW,
    async () => {
      const { data, version } = await open(FILE);
      data.meta.title = "Changed";
      const answer = await editor.call("PUT", "document", { body: { file: FILE, data, version: "stale" } });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        conflict: true,
        message: expect.stringMatching(/saved this page since you opened it.*choose, field by field/),
        theirs: { data: JSON.parse(read(FILE)), version },
      });
      expect(read(FILE)).not.toContain('"Changed"');
    },
  );

  it("refuses with 422 while an error remains, naming the first field to fix", SLOW, async () => {
    const { data, version } = await open(FILE);
    data.blocks.find((b) => b.type === "faq")!.items![0].question = "";
    const before = read(FILE);
    const { status, body } = await editor.call("PUT", "document", { body: { file: FILE, data, version } });
    expect(status).toBe(422);
    expect(body.message).toBe("Fix Frequently asked questions › Question 1 › Question: This cannot be empty.");
    expect(body.problems).toHaveLength(1);
    expect(read(FILE)).toBe(before);
  });

  it("saves a change in the repository's format, as one changed line, with warnings allowed", SLOW, async () => {
    const { data, version } = await open(FILE);
    const before = read(FILE);
    data.meta.title = "PHP and Laravel Course in Kathmandu | Yeti Bytes";
    const { status, body } = await editor.call("PUT", "document", { body: { file: FILE, data, version } });
    expect(status).toBe(200);
    const after = read(FILE);
    expect(body).toEqual({ saved: true, version: documentVersion(after), path: "/python-training" });
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual(['    "title": "PHP and Laravel Course in Kathmandu | Yeti Bytes",']);
    expect(await check(after, { parser: "json", printWidth: 120 })).toBe(true);
    expect((await open(FILE)).version).toBe(body.version);
  });

  it("refuses a save without a version or data, and of a file that is not there", async () => {
    expect((await editor.call("PUT", "document", { body: { file: FILE, data: {} } })).status).toBe(400);
    expect((await editor.call("PUT", "document", { body: { file: FILE, version: "x" } })).status).toBe(400);
    const missing = await editor.call("PUT", "document", { body: { file: "pages/new.json", data: {}, version: "x" } });
    expect(missing.status).toBe(404);
  });

  it(
    "starts a page's translation by its first save (no version), making its language's folder, and no other file so",
    SLOW,
    async () => {
      const englishFile = "pages/services/website-development.json";
      const file = "pages/ne/services/website-development.json";
      expect(existsSync(join(editor.root, "pages/ne/services"))).toBe(false);
      const english = (await open(englishFile)).data as unknown as PageDocument;
      const data = writtenTranslation(
        english,
        translationStart(file, english),
        { "/title": "वेबसाइट निर्माण" },
        new Set(["/title"]),
      );
      const { status, body } = await editor.call("PUT", "document", { body: { file, data, version: null } });
      expect(status).toBe(200);
      expect(body.version).toBe(documentVersion(read(file)));
      const validated = validatePages(editor.root);
      expect(validated.problems.filter((problem) => problem.file === file)).toEqual([]);
      expect(validated.translations.find((each) => each.file === file)?.document.title).toBe("वेबसाइट निर्माण");
      // Started once: a second start finds it there.
      expect((await editor.call("PUT", "document", { body: { file, data, version: null } })).status).toBe(409);
      const other = await editor.call("PUT", "document", { body: { file: "pages/new.json", data: {}, version: null } });
      expect(other).toMatchObject({ status: 422, body: { message: REFUSALS.notStartable.message } });
      expect(existsSync(join(editor.root, "pages/new.json"))).toBe(false);
    },
  );
});

describe("POST new", () => {
  it(
    "scaffolds a course as `npm run new:course` does, and answers a title taken with the page that has it",
    SLOW,
    async () => {
      const body = { kind: "course", title: "Kubernetes Training" };
      expect(await editor.call("POST", "new", { body })).toEqual({
        status: 200,
        body: { file: "pages/courses/kubernetes-training.json" },
      });
      expect(read("pages/courses/kubernetes-training.json")).toContain('"title": "Kubernetes Training"');
      const taken = {
        status: 409,
        body: {
          message: REFUSALS.titleTaken.message,
          existing: {
            file: "pages/courses/kubernetes-training.json",
            kind: "course",
            title: "Kubernetes Training",
            path: "/kubernetes-training",
          },
        },
      };
      // The same address from other words; the same title in other letters and spaces.
      expect(await editor.call("POST", "new", { body: { kind: "service", title: "Kubernetes: Training!" } })).toEqual(
        taken,
      );
      expect(await editor.call("POST", "new", { body: { kind: "course", title: " kubernetes   TRAINING" } })).toEqual(
        taken,
      );
      const python = await editor.call("POST", "new", { body: { kind: "course", title: "python basic" } });
      expect(python.body).toMatchObject({ existing: { file: FILE, title: "Python Basic", path: "/python-training" } });
      expect((await editor.call("POST", "new", { body: { kind: "page", title: "X" } })).status).toBe(400);
      expect((await editor.call("POST", "new", { body: { kind: "course", title: "  " } })).status).toBe(400);
      expect((await editor.call("POST", "new", { body: { kind: "course", title: "!!!" } })).body).toEqual({
        message:
          'The title "!!!" has no letters or digits to make an address from. Use words, e.g. "Kubernetes Training".',
      });
    },
  );

  it("gives a new course the category chosen among those courses have, and refuses any other", SLOW, async () => {
    const course = (category: unknown) => ({ body: { kind: "course", title: "Terraform Training", category } });
    const misspelt = await editor.call("POST", "new", course("Cloud, DevOps & Security"));
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.message).toMatch(
      /^No course has the category "Cloud, DevOps & Security", so nothing was created\. Use one the courses have \(Cloud, DevOps and Security; Data Science and AI; .*Web Development\), or none and set it later\.$/,
    );
    expect(await editor.call("POST", "new", course(["Web Development"]))).toEqual({
      status: 400,
      body: { message: REFUSALS.badCategory.message },
    });
    const service = { kind: "service", title: "Cloud Backup", category: "Web Development" };
    expect(await editor.call("POST", "new", { body: service })).toEqual({
      status: 400,
      body: { message: "Only a course has a category." },
    });
    expect(existsSync(join(editor.root, "pages/courses/terraform-training.json"))).toBe(false);
    expect(existsSync(join(editor.root, "pages/services/cloud-backup.json"))).toBe(false);

    const listed = (await editor.call("GET", "documents")).body as { documents: DocumentListItem[] };
    expect(new Set(listed.documents.map(({ category }) => category))).toContain("Cloud, DevOps and Security");
    expect(await editor.call("POST", "new", course("Cloud, DevOps and Security"))).toEqual({
      status: 200,
      body: { file: "pages/courses/terraform-training.json" },
    });
    expect(JSON.parse(read("pages/courses/terraform-training.json"))).toMatchObject({
      category: "Cloud, DevOps and Security",
      draft: true,
    });
  });
});
