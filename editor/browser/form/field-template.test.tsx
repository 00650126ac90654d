import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fixesByPointer } from "../problems/errors-by-block";
import { problemsToErrors } from "../problems/problems-to-errors";
import type { FieldProblem } from "../../documents/storage-contract";
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
    render(
      <Form schema={schema} validator={validator} templates={templates} formContext={{ warnings: {}, fixes: {} }} />,
    );
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

describe("a problem with one likely fix", () => {
  it("is answered in one tap: the field takes the fix, and nothing else changes", async () => {
    const schema: RJSFSchema = { type: "object", properties: { href: { type: "string" }, label: { type: "string" } } };
    const onChange = vi.fn();
    const problem: FieldProblem = {
      severity: "error",
      pointer: "/href",
      place: "Link",
      line: 3,
      column: 11,
      message: "There is no page at /carreer. Did you mean “/career”?",
      fix: "/career",
    };
    render(
      <Form
        schema={schema}
        validator={validator}
        templates={templates}
        formData={{ href: "/carreer", label: "Jobs" }}
        extraErrors={problemsToErrors([problem])}
        formContext={{ warnings: {}, fixes: fixesByPointer([problem]) }}
        onChange={onChange}
      />,
    );
    expect(screen.getAllByRole("button", { name: "Yes, use that" })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Yes, use that" }));
    expect(onChange.mock.lastCall?.[0].formData).toEqual({ href: "/career", label: "Jobs" });
    await waitFor(() => expect(screen.getByDisplayValue("/career")).toHaveFocus());
  });

  it("of a picture's address brings that picture, with its own size, rather than the address alone", async () => {
    const picture: RJSFSchema = {
      type: "object",
      properties: { src: { type: "string" }, alt: { type: "string" }, width: { type: "number" } },
    };
    const schema: RJSFSchema = { type: "object", properties: { photo: picture } };
    const onChange = vi.fn();
    const placePicture = vi.fn();
    const problem: FieldProblem = {
      severity: "error",
      pointer: "/photo/src",
      place: "Photo",
      line: 4,
      column: 14,
      message: "There is no picture at /images/gallery/phto-01.jpg. Did you mean “/images/gallery/photo-01.jpg”?",
      fix: "/images/gallery/photo-01.jpg",
    };
    render(
      <Form
        schema={schema}
        validator={validator}
        templates={templates}
        formData={{ photo: { src: "/images/gallery/phto-01.jpg", alt: "A class", width: 640 } }}
        extraErrors={problemsToErrors([problem])}
        formContext={{ warnings: {}, fixes: fixesByPointer([problem]), placePicture }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Yes, use that" }));
    expect(placePicture).toHaveBeenCalledWith(["photo"], "/images/gallery/photo-01.jpg");
    expect(onChange).not.toHaveBeenCalled();
  });
});
