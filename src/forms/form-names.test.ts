import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FormDefinition } from "../generated/form";
import { FORM_NAMES, formTitle, noScriptAction } from "./form-names";

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

  it("to the mailbox, under the form's name, for one the scripts send another way", () => {
    const action = noScriptAction(
      form("enrolment", { kind: "email", template: "enrolment" }),
      "info@yetibytes.example",
    );
    expect(new URL(action).searchParams.get("subject")).toBe("Enrolment form");
    const career = noScriptAction(form("career", { kind: "email", template: "careers" }), "info@yetibytes.example");
    expect(new URL(career).searchParams.get("subject")).toBe("Job application");
  });
});

it("names each form as the page editor's choice of a form does", () => {
  const schema = JSON.parse(readFileSync(join(import.meta.dirname, "../../schema/form-id.schema.json"), "utf8")) as {
    enum: (keyof typeof FORM_NAMES)[];
    "x-choices": Record<string, string>;
  };
  expect(Object.keys(FORM_NAMES).sort()).toEqual([...schema.enum].sort());
  expect(Object.fromEntries(schema.enum.map((id) => [id, formTitle(id)]))).toEqual(schema["x-choices"]);
});
