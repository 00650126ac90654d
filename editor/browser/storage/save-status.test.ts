import { currentSaveStatus } from "./save-status";
import type { FieldProblem } from "../../documents/storage-contract";

const problem = (pointer: string, severity: FieldProblem["severity"] = "error"): FieldProblem => ({
  severity,
  pointer,
  place: pointer,
  message: "This cannot be empty.",
  line: 1,
  column: 1,
});
const refused = { kind: "refused", first: problem("/title"), errors: 2 } as const;

describe("currentSaveStatus", () => {
  it("counts and names the errors that remain, not those of the refused save", () => {
    expect(currentSaveStatus(refused, [problem("/card/logos/0"), problem("/meta/title", "warning")])).toEqual({
      kind: "refused",
      first: problem("/card/logos/0"),
      errors: 1,
    });
  });

  it("clears the refusal once the last error is fixed, warnings or not", () => {
    expect(currentSaveStatus(refused, [problem("/meta/title", "warning")])).toEqual({ kind: "idle" });
  });

  it("leaves any other outcome as it is", () => {
    expect(currentSaveStatus({ kind: "saved", path: "/devops" }, [problem("/title")])).toEqual({
      kind: "saved",
      path: "/devops",
    });
  });
});
