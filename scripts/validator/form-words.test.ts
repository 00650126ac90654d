// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { createSchemaChecker } from "./schema-files.ts";
import type { Problem } from "./problem.ts";
import { listPublicFolder } from "./public-folder.ts";
import { validateTexts } from "./validate-pages.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// What the page editor shows at a field: every problem of a document at once, each in the words of
// a form (problem.form), which name no field and speak no JSON.

const COURSE = "pages/courses/devops-training.json";
const committed = readPageTexts(PROJECT_ROOT);
const checker = createSchemaChecker();
const publicFolder = listPublicFolder(PROJECT_ROOT);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function problemsOf(edit: (doc: Json) => void): Problem[] {
  const doc = JSON.parse(committed.get(COURSE)!) as Json;
  edit(doc);
  const texts = new Map(committed).set(COURSE, `${JSON.stringify(doc, null, 2)}\n`);
  return validateTexts(texts, checker, publicFolder).problems.filter((problem) => problem.file === COURSE);
}

const blockOf = (doc: Json, type: string) => (doc.blocks as Json[]).find((block) => block.type === type)!;
const formAt = (problems: Problem[], pointer: string) =>
  problems.filter((problem) => problem.pointer === pointer).map((problem) => problem.form?.message);

/** Words a form field never says: a field's name in quotes, a pointer, brackets, JSON advice. */
const FILE_WORDS = [/"/, /double quotes?/i, /\[\d+\]/, /\/blocks\//, /In block \d/, /In the card/, /\{|\}/];

function expectFormWords(problems: Problem[]): void {
  for (const problem of problems) {
    expect(problem.form, problem.message).toBeDefined();
    for (const words of [problem.form!.message, problem.form!.hint ?? ""]) {
      for (const fileWords of FILE_WORDS) expect(words, problem.message).not.toMatch(fileWords);
    }
  }
}

describe("every problem of a document at once", () => {
  // The case: a misspelt mark showed nothing while another mark broke the schema, and a
  // class time of the wrong length while an answer was empty.
  const problems = problemsOf((doc) => {
    doc.card.logos = ["logos:docker", "logos:kubernets", "Logos:Terraform"];
    blockOf(doc, "faq").items[2].answer = "";
    blockOf(doc, "class-timings").physical[1].end = "13:00";
    blockOf(doc, "class-timings").online[0].start = "4:00 PM";
    doc.blocks.push({ type: "banner", heading: "Jobs", text: "We hire.", action: { label: "See", href: "/carreer" } });
    doc.title = `${doc.title} ${"and more ".repeat(12)}`;
  });

  it("reports the schema's errors and the rules' beside them", () => {
    expect(formAt(problems, "/card/logos/1")).toEqual([
      "There is no icon “kubernets” in the logos set. Did you mean “logos:kubernetes”?",
    ]);
    expect(formAt(problems, "/card/logos/2")).toEqual([
      "This is not written the right way. Did you mean “logos:terraform”?",
    ]);
    expect(formAt(problems, "/blocks/5/items/2/answer")).toEqual(["This cannot be empty."]);
    expect(formAt(problems, "/blocks/2/physical/1/end")).toEqual(["This class ends before it starts at 13:30."]);
    expect(formAt(problems, "/blocks/2/online/0/start")).toEqual(["Write the time as 16:00, on the 24-hour clock."]);
    expect(formAt(problems, "/blocks/7/action/href")).toEqual([
      "There is no page at /carreer. Did you mean “/career”?",
    ]);
    expect(problems.find((problem) => problem.pointer === "/title")).toMatchObject({ severity: "warning" });
  });

  it("leaves a value the schema faults to the schema: one message a field", () => {
    expect(problems.filter((problem) => problem.pointer === "/card/logos/2")).toHaveLength(1);
  });

  it("says each in the words of a form", () => {
    expectFormWords(problems);
  });
});

describe("the words of a form", () => {
  it("puts a missing field's problem at that field, not at the group that lacks it", () => {
    const problems = problemsOf((doc) => delete blockOf(doc, "faq").heading);
    expect(problems[0].form).toEqual({ message: "This field is required.", pointer: "/blocks/5/heading" });
    expectFormWords(problems);
  });

  it("says a time it cannot read as the format it wants", () => {
    const problems = problemsOf((doc) => (blockOf(doc, "class-timings").physical[0].start = "early"));
    expect(problems.map((problem) => problem.form?.message)).toEqual([
      "Write the time on the 24-hour clock, such as 07:00 or 15:30.",
    ]);
  });

  it("counts a list's entries in words, and what to do", () => {
    const problems = problemsOf((doc) => blockOf(doc, "faq").items.splice(0, 2));
    expect(problems.map((problem) => problem.form?.message)).toEqual(["This list needs at least 5; it has 4. Add 1."]);
    const points = problemsOf((doc) => doc.card.points.pop());
    expect(points.map((problem) => problem.form?.message)).toEqual(["This list needs exactly 3; it has 2. Add 1."]);
  });

  it("says a picture's problems by the form's own controls", () => {
    const problems = problemsOf((doc) => {
      doc.card.image.alt = "";
      doc.card.image.src = "/images/courses/devops-trainin.svg";
    });
    expect(problems.map((problem) => problem.form?.message)).toEqual([
      "There is no picture at /images/courses/devops-trainin.svg. Did you mean “/images/courses/devops-training.svg”?",
      "Say what the picture shows, for people who cannot see it.",
    ]);
    expectFormWords(problems);
  });

  it("names another page by its title, not its file", () => {
    const problems = problemsOf((doc) => (doc.meta.title = "AWS Cloud Training in Kathmandu | Yeti Bytes"));
    expect(problems.map((problem) => problem.form?.message)).toEqual(["The search title is the same as on “AWS”."]);
  });

  it("warns, at the title, when a card cannot show it in two lines", () => {
    const problems = problemsOf((doc) => (doc.title = "DevOps ".repeat(12).trim()));
    expect(problems).toMatchObject([
      {
        severity: "warning",
        pointer: "/title",
        form: { message: expect.stringMatching(/^83 characters: a course card shows about 50/) },
      },
    ]);
  });

  it("runs the words of a form field's name together, as a name in the e-mail is written", () => {
    const form = "pages/_forms/career.json";
    const text = committed.get(form)!.replace('"name": "phone"', '"name": "Phone number"');
    const { problems } = validateTexts(new Map(committed).set(form, text), checker, publicFolder);
    expect(problems.filter((problem) => problem.file === form).map((problem) => problem.form)).toEqual([
      {
        message: "This is not written the right way. Did you mean “phoneNumber”?",
        hint: "Write it like phone",
        // What the editor writes when the author answers yes.
        fix: "phoneNumber",
      },
    ]);
  });

  it("names each choice as the form offers it", () => {
    const problems = problemsOf((doc) => (doc.meta.robots = "noindex, folow"));
    expect(problems.map((problem) => [problem.form?.message, problem.form?.hint])).toEqual([
      [
        "“noindex, folow” is not one of the choices. Did you mean “Not listed, its links followed”?",
        "Choose one of: “Listed, with its links followed”, “Not listed, its links followed”, “Not listed, its links not followed”.",
      ],
    ]);
    expectFormWords(problems);
  });

  it("names a value that is no text where a choice belongs (an object, even one that cannot become text) as “This”", () => {
    const choice = validateTexts(
      new Map(committed).set(
        "pages/_forms/career.json",
        committed.get("pages/_forms/career.json")!.replace('"type": "file"', '"type": { "toString": 0 }'),
      ),
      checker,
      publicFolder,
    ).problems.find((problem) => problem.file === "pages/_forms/career.json");
    expect(choice?.form?.message).toBe("This is not one of the choices.");
  });
});
