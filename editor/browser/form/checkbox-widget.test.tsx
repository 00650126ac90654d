import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckboxWidget } from "./checkbox-widget";

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
