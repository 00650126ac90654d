import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { FormBlock } from "./form-block";

const block = exampleBlock("form");

// Two forms, each told apart from the other by a field only it asks for.
it.each([
  { form: "career", asks: /^Résumé \(image\)/, never: /^Age/ },
  { form: "enrolment", asks: /^Age/, never: /^Résumé/ },
] as const)(
  "shows its heading and intro, and on a client render loads the form it names ($form)",
  async ({ form, asks, never }) => {
    render(<FormBlock block={{ ...block, form }} />);
    expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
    expect(screen.getByText(block.intro!)).toBeVisible();
    expect(await screen.findByLabelText(asks, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(never)).toBeNull();
  },
);
