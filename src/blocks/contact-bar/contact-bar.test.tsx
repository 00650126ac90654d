import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { siteIn } from "../../content/site";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { contactBar } from "./contact-bar";

const site = await siteIn("en");

it("shows its message with links to call and to write to the site's phone and e-mail", () => {
  const block = exampleBlock("contact-bar");
  renderBlock(contactBar, block, { site: { ...site, phone: "+977 981-1234567", email: "hello@example.com" } });
  expect(screen.getByText(block.message)).toBeVisible();
  expect(screen.getByRole("link", { name: "+977 981-1234567" })).toHaveAttribute("href", "tel:+9779811234567");
  expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
});
