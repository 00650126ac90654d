import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { ContactBar } from "./contact-bar";

it("shows its message with links to call and to write to the numbers it is given", () => {
  const block = exampleBlock("contact-bar");
  render(<ContactBar block={block} phone="+977 981-1234567" email="hello@example.com" />);
  expect(screen.getByText(block.message)).toBeVisible();
  expect(screen.getByRole("link", { name: "+977 981-1234567" })).toHaveAttribute("href", "tel:+9779811234567");
  expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
});
