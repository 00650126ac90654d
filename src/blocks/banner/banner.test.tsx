import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import about from "../../../pages/about.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { renderWithRouter } from "../../../tests/render-with-router";
import { Banner } from "./banner";

const block = blockFromPage(about, "banner");

it("shows its heading and text, and its action goes to the page it names", async () => {
  const { user } = renderWithRouter(<Banner block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Join Our Team" })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
  const action = screen.getByRole("link", { name: "See Careers" });
  expect(action).toHaveAttribute("href", "/career");
  await user.click(action);
  expect(screen.getByTestId("path")).toHaveTextContent("/career");
});
