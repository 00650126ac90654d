import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import about from "../../../pages/about.json";
import seo from "../../../pages/services/seo-sem-ppc.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { renderWithRouter } from "../../../tests/render-with-router";
import { Hero } from "./hero";

const block = blockFromPage(seo, "hero");

it("heads the page with its eyebrow, headline and text", () => {
  renderWithRouter(<Hero block={block} />);
  expect(screen.getByText("Our Services")).toBeVisible();
  expect(
    screen.getByRole("heading", { level: 1, name: "Get Found on Google by Customers Ready to Buy" }),
  ).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
});

it("links its call to action to its page and shows its picture with alt text", async () => {
  const { user } = renderWithRouter(<Hero block={block} />);
  expect(screen.getByRole("img", { name: block.image!.alt })).toHaveAttribute(
    "src",
    "/images/services/seo-sem-ppc.svg",
  );
  await user.click(screen.getByRole("link", { name: "Get a Free Audit" }));
  expect(screen.getByTestId("path")).toHaveTextContent("/contact");
});

it("has no link or picture when the block has none", () => {
  renderWithRouter(<Hero block={blockFromPage(about, "hero")} />);
  expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByRole("img")).toBeNull();
});
