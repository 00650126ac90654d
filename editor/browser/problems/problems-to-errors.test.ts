import type { FieldProblem } from "../../documents/storage-contract";
import { problemsToErrors } from "./problems-to-errors";

const problem = (pointer: string, message: string, severity: FieldProblem["severity"] = "error"): FieldProblem => ({
  severity,
  pointer,
  place: "",
  message,
  line: 1,
  column: 1,
});

describe("problemsToErrors", () => {
  it("puts each error at its field", () => {
    expect(
      problemsToErrors([
        problem("/blocks/5/items/1/answer", "This cannot be empty."),
        problem("/blocks/5/items/1/answer", "Still to be written."),
        problem("/title", "This cannot be empty."),
      ]),
    ).toEqual({
      blocks: { 5: { items: { 1: { answer: { __errors: ["This cannot be empty.", "Still to be written."] } } } } },
      title: { __errors: ["This cannot be empty."] },
    });
  });

  it("puts a whole-document error at the root", () => {
    expect(problemsToErrors([problem("", "Not a page.")])).toEqual({ __errors: ["Not a page."] });
  });

  it("leaves warnings out: they do not stop a save", () => {
    expect(problemsToErrors([problem("/meta/title", "Long.", "warning")])).toEqual({});
  });
});
