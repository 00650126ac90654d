import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import about from "../../../pages/about.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { renderWithRouter } from "../../../tests/render-with-router";
import { FeatureGrid } from "./feature-grid";

const block = blockFromPage(about, "feature-grid");

it("shows its heading, intro and every item's title and text", () => {
  renderWithRouter(<FeatureGrid block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Who We Are" })).toBeVisible();
  expect(screen.getByText(block.intro!)).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Software Services",
    "Professional IT Training",
    "Vision & Mission",
  ]);
  for (const item of block.items) expect(screen.getByText(item.text)).toBeVisible();
});

it("links each item's action to its page", () => {
  renderWithRouter(<FeatureGrid block={block} />);
  expect(screen.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  expect(screen.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
  expect(screen.getByRole("link", { name: "Read Our Mission" })).toHaveAttribute("href", "/mission");
});

it("shows no link for an item without an action", () => {
  const item = { title: "Plain", text: "No action here." };
  renderWithRouter(<FeatureGrid block={{ ...block, items: [item] }} />);
  expect(screen.getByRole("heading", { name: "Plain" })).toBeVisible();
  expect(screen.queryByRole("link")).toBeNull();
});
