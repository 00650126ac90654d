import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DocumentListItem } from "../../documents/storage-contract";
import { StorageContext } from "../storage/storage-context";
import { fakeStorage } from "../storage/fake-storage.fixture";
import { BaseInputTemplate } from "./base-input-template";
import { DocumentContext } from "./form-contexts";
import { CategoryWidget, FormFieldWidget } from "./suggesting-widgets";
import { TextWidget } from "./text-widget";

const item = (
  kind: DocumentListItem["kind"],
  path: string,
  more: Partial<DocumentListItem> = {},
): DocumentListItem => ({
  file: `pages${path}.json`,
  kind,
  title: path.slice(1),
  path,
  ...more,
});
const DOCUMENTS = [
  item("course", "/react", { category: "Web Development" }),
  item("course", "/aws", { category: "Cloud" }),
  item("course", "/excel"),
  item("course", "/terraform", { category: "Cloud", draft: true }),
  item("page", "/about"),
  item("service", "/seo"),
];

/** A form of these fields, with the editor's widgets, over a storage that lists DOCUMENTS. */
function renderForm(properties: RJSFSchema["properties"], uiSchema: UiSchema = {}) {
  render(
    <StorageContext value={fakeStorage(DOCUMENTS).storage}>
      <Form
        schema={{ type: "object", properties }}
        uiSchema={uiSchema}
        validator={validator}
        widgets={{ TextWidget }}
        templates={{ BaseInputTemplate }}
      />
    </StorageContext>,
  );
}

/** What the field offers (its own datalist) once the author has tapped into it. */
async function offeredBy(field: HTMLElement): Promise<string[]> {
  await userEvent.click(field);
  const offered = () => [...(document.getElementById(field.getAttribute("list") ?? "")?.children ?? [])];
  await expect.poll(() => offered().length, { timeout: 10_000 }).toBeGreaterThan(0);
  return offered().map((option) => option.getAttribute("value") ?? "");
}

describe("the fields that offer what the other documents hold", () => {
  it("a course's category offers the other courses' categories once used, and takes any other", async () => {
    renderForm({ category: { type: "string" } }, { category: { "ui:widget": CategoryWidget } });
    const field = screen.getByRole("textbox");
    expect(document.querySelectorAll("datalist option")).toHaveLength(0);
    expect(await offeredBy(field)).toEqual(["Cloud", "Web Development"]);
    await userEvent.type(field, "Data Science");
    expect(field).toHaveValue("Data Science");
  });

  it("a link offers every published page's address with its title, and a course reference the published courses'", async () => {
    const reference = (kind: string): RJSFSchema => ({ type: "string", "x-ref": kind });
    renderForm({ href: reference("route"), course: reference("course") });
    const [href, course] = screen.getAllByRole("textbox");
    expect(await offeredBy(href)).toEqual(["/about", "/aws", "/excel", "/react", "/seo"]);
    const labels = [...(document.getElementById(href.getAttribute("list")!)?.children ?? [])].map((option) =>
      option.getAttribute("label"),
    );
    expect(labels).toEqual(["about", "aws", "excel", "react", "seo"]);
    expect(await offeredBy(course)).toEqual(["/aws", "/excel", "/react"]);
  });

  it("a form's file field offers the names of the form's own fields, with their labels, as they are now", async () => {
    const NAME = { name: "name", label: "Full Name" };
    const RESUME = { name: "resume", label: "Résumé" };
    const withFields = (fields: object[]) => (
      <DocumentContext value={{ fields }}>
        <Form
          schema={{ type: "object", properties: { fileField: { type: "string" } } }}
          uiSchema={{ fileField: { "ui:widget": FormFieldWidget } }}
          validator={validator}
          templates={{ BaseInputTemplate }}
        />
      </DocumentContext>
    );
    const { rerender } = render(withFields([NAME, RESUME, { label: "Not named yet" }]));
    const field = screen.getByRole("combobox");
    expect(await offeredBy(field)).toEqual(["name", "resume"]);
    expect(document.querySelector('datalist option[value="resume"]')).toHaveAttribute("label", "Résumé");
    rerender(withFields([NAME, RESUME, { name: "cv", label: "CV" }]));
    expect(await offeredBy(field)).toEqual(["name", "resume", "cv"]);
  });
});
