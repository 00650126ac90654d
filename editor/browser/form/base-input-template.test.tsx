import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BaseInputTemplate } from "./base-input-template";
import { TextWidget } from "./text-widget";

const OFFER: RJSFSchema = {
  type: "object",
  properties: { title: { type: "string" }, weeks: { type: "integer" }, hours: { type: "number" } },
};

describe("BaseInputTemplate", () => {
  it("asks a phone for its keypad of digits where a number is typed, and for letters elsewhere", () => {
    render(<Form schema={OFFER} validator={validator} widgets={{ TextWidget }} templates={{ BaseInputTemplate }} />);
    const [title, weeks, hours] = screen.getAllByRole("textbox");
    expect(weeks).toHaveAttribute("inputmode", "numeric");
    expect(hours).toHaveAttribute("inputmode", "decimal");
    expect(title).not.toHaveAttribute("inputmode");
    expect(weeks).toHaveAttribute("type", "text");
  });
});
