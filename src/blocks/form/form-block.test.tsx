import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { PageDocument } from "../../generated/page";
import { exampleCatalogue } from "../../../tests/example-catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { formBlock } from "./form-block";

const block = exampleBlock("form");

// Two forms, each told apart from the other by a field only it asks for.
it.each([
  { form: "career", asks: /^CV \(a PDF or a picture\)/, never: /^Age/ },
  { form: "enrolment", asks: /^Age/, never: /^CV/ },
] as const)(
  "shows its heading and intro, and on a client render loads the form it names ($form)",
  async ({ form, asks, never }) => {
    renderBlock(formBlock, { ...block, form });
    expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
    expect(screen.getByText(block.intro!)).toBeVisible();
    expect(await screen.findByLabelText(asks, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(never)).toBeNull();
  },
);

it("on a course page, gives the form that page's course and its category", () => {
  const catalogue = exampleCatalogue();
  const [course] = catalogue.categories[1].courses;
  const page = { kind: "course", title: course.title, path: course.path, category: "Data Science" } as PageDocument;
  const { course: given } = formBlock.resolve(block, { page, catalogue, site: {} as never });
  expect(given).toEqual({ title: course.title, category: "Data Science" });
  expect(
    formBlock.resolve(block, { page: { ...page, kind: "service" } as PageDocument, catalogue, site: {} as never })
      .course,
  ).toBeUndefined();
});
