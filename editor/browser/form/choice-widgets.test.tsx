import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CheckboxWidget, SelectWidget } from "./choice-widgets";

const DECORATIVE: RJSFSchema = {
  type: "boolean",
  description: 'Set to true for decoration; its "alt" is then "".',
  "x-help": "Tick it for a picture that is only decoration.",
};
const PICTURE: RJSFSchema = { type: "object", properties: { decorative: DECORATIVE } };

describe("CheckboxWidget", () => {
  it("is named in words and described by the form's help, which follows the box", () => {
    render(<Form schema={PICTURE} validator={validator} widgets={{ CheckboxWidget }} />);
    const box = screen.getByRole("checkbox", { name: "Decorative" });
    expect(box).toHaveAccessibleDescription("Tick it for a picture that is only decoration.");
    const help = screen.getByText("Tick it for a picture that is only decoration.");
    expect(box.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/Set to true/)).toBeNull();
  });
});

const FORM: RJSFSchema = {
  enum: ["enrolment", "career"],
  "x-choices": { enrolment: "Enrolment form", career: "Career application" },
};

describe("SelectWidget", () => {
  it("offers each choice in the schema's words and keeps the schema's value", async () => {
    const onChange = vi.fn();
    const schema: RJSFSchema = { type: "object", properties: { form: FORM } };
    render(<Form schema={schema} validator={validator} widgets={{ SelectWidget }} onChange={onChange} />);
    const list = screen.getByRole("combobox");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(
      expect.arrayContaining(["Enrolment form", "Career application"]),
    );
    await userEvent.selectOptions(list, "Career application");
    expect(onChange.mock.lastCall?.[0].formData).toEqual({ form: "career" });
  });
});
