import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import career from "../../../pages/career.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { FormBlock } from "./form-block";

const block = blockFromPage(career, "form");

it("shows its heading and intro, and on a client render loads the form the block names", async () => {
  render(<FormBlock block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.intro!)).toBeVisible();
  // The career form, not another: it asks for a résumé and not for an age.
  expect(await screen.findByLabelText(/^Résumé \(image\)/, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Full Name/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Age/)).toBeNull();
});
