import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArrayFieldTemplate } from "./array-field-template";
import { FieldTemplate } from "./field-template";
import { ObjectFieldTemplate } from "./object-field-template";

const templates = { FieldTemplate, ObjectFieldTemplate, ArrayFieldTemplate };
const LINES: RJSFSchema = { type: "array", items: { type: "string" } };
const OWN_MAIL: RJSFSchema = {
  type: "object",
  required: ["subject", "lines"],
  properties: { subject: { type: "string" }, lines: LINES },
};

describe("a required field's mark", () => {
  it("reads plainly where the document needs the field, and 'if this part is used' in a group it may leave out", () => {
    const schema: RJSFSchema = {
      type: "object",
      required: ["title", "own"],
      properties: { title: { type: "string" }, own: OWN_MAIL, ownMail: OWN_MAIL },
    };
    render(<Form schema={schema} validator={validator} templates={templates} formContext={{ warnings: {} }} />);
    const marks = (pointer: string) =>
      [...document.querySelectorAll(`[data-pointer^="${pointer}/"] label, #root_${pointer.slice(1)} legend`)]
        .map((label) => label.textContent)
        .filter((text) => text?.includes("required"));
    expect(screen.getByText("Title", { exact: false }).textContent).toBe("Title (required)");
    expect(marks("/own")).toEqual(["Subject (required)", "Lines (required)"]);
    expect(marks("/ownMail")).toEqual([
      "Subject (required if this part is used)",
      "Lines of the e-mail (required if this part is used)",
    ]);
  });
});
