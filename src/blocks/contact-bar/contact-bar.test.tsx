import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { ContactBar } from "./contact-bar";

it("shows its message with links to call and to write to us", () => {
  const block = blockFromPage(home, "contact-bar");
  render(<ContactBar block={block} />);
  expect(screen.getByText(block.message)).toBeVisible();
  expect(screen.getByRole("link", { name: "+977 980-0000000" })).toHaveAttribute("href", "tel:+9779800000000");
  expect(screen.getByRole("link", { name: "info@yetibytes.example" })).toHaveAttribute(
    "href",
    "mailto:info@yetibytes.example",
  );
});
