import type { FieldProblem } from "./editor-api";
import { problemsToErrors } from "./problems-to-errors";

const problem = (pointer: string, message: string, severity: FieldProblem["severity"] = "error"): FieldProblem => ({
  severity,
  pointer,
  message,
  line: 1,
  column: 1,
});

describe("problemsToErrors", () => {
  it("puts each error at its field", () => {
    expect(
      problemsToErrors([
        problem("/blocks/5/items/1/answer", 'Block 6 (faq): "answer" is empty.'),
        problem("/title", '"title" is empty.'),
      ]),
    ).toEqual({
      blocks: { 5: { items: { 1: { answer: { __errors: ['Block 6 (faq): "answer" is empty.'] } } } } },
      title: { __errors: ['"title" is empty.'] },
    });
  });

  it("puts a missing field's error at that field, and a whole-document error at the root", () => {
    expect(
      problemsToErrors([problem("/blocks/0", 'Block 1 (hero): "heading" is missing.'), problem("", "Not a page.")]),
    ).toEqual({
      blocks: { 0: { heading: { __errors: ['Block 1 (hero): "heading" is missing.'] } } },
      __errors: ["Not a page."],
    });
  });

  it("leaves warnings out: they do not stop a save", () => {
    expect(problemsToErrors([problem("/meta/title", "Long.", "warning")])).toEqual({});
  });
});
