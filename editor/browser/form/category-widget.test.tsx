import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DocumentListItem } from "../storage/editor-api";
import { StorageContext } from "../storage/editor-storage";
import { fakeStorage } from "../storage/fake-storage.fixture";
import { BaseInputTemplate } from "./base-input-template";
import { CategoryWidget } from "./category-widget";

const course = (title: string, category?: string): DocumentListItem => ({
  file: `pages/courses/${title.toLowerCase()}.json`,
  kind: "course",
  title,
  path: `/${title.toLowerCase()}`,
  ...(category && { category }),
});
const COURSE: RJSFSchema = { type: "object", properties: { category: { type: "string" } } };
const UI: UiSchema = { category: { "ui:widget": CategoryWidget } };

describe("CategoryWidget", () => {
  it("offers the categories other courses have once the field is used, and takes any other", async () => {
    const { storage } = fakeStorage([course("React", "Web Development"), course("AWS", "Cloud"), course("Excel")]);
    render(
      <StorageContext value={storage}>
        <Form schema={COURSE} uiSchema={UI} validator={validator} templates={{ BaseInputTemplate }} />
      </StorageContext>,
    );
    const field = screen.getByRole("textbox");
    expect(document.querySelectorAll("datalist option")).toHaveLength(0);
    await userEvent.click(field);
    await expect
      .poll(() => [...document.querySelectorAll("datalist option")].map((option) => option.getAttribute("value")))
      .toEqual(["Cloud", "Web Development"]);
    expect(screen.getByRole("combobox")).toBe(field);
    expect(field).toHaveAttribute("list", document.querySelector("datalist")?.id);
    await userEvent.type(field, "Data Science");
    expect(field).toHaveValue("Data Science");
  });
});
