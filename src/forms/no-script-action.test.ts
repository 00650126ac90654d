import { describe, expect, it } from "vitest";
import type { FormDefinition } from "../generated/form";
import { noScriptAction } from "./no-script-action";

const form = (id: string, action: FormDefinition["action"]) => ({ id, action }) as FormDefinition;

describe("where a form goes with no script", () => {
  it("to the mailbox, under the subject of the form's own-mail message", () => {
    const action = noScriptAction(
      {
        ...form("service-inquiry", { kind: "email", template: "service-inquiry" }),
        ownMail: { subject: "Service Inquiry & more", lines: [] },
      },
      "info@yetibytes.example",
    );
    expect(action).toBe("mailto:info@yetibytes.example?subject=Service%20Inquiry%20%26%20more");
  });

  it("to the mailbox, named after the form, for one the scripts send another way", () => {
    const action = noScriptAction(
      form("enrolment", { kind: "email", template: "enrolment" }),
      "info@yetibytes.example",
    );
    expect(new URL(action).searchParams.get("subject")).toBe("Enrolment form");
  });
});
