import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SelectWidget } from "./select-widget";

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
