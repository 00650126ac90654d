import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { FeatureGrid } from "./feature-grid";

const example = exampleBlock("feature-grid");
const block = {
  ...example,
  items: [
    {
      title: "Software Services",
      text: "Websites, apps and business systems.",
      action: { label: "Explore Our Services", href: "/services" },
    },
    {
      title: "Professional IT Training",
      text: "Courses taught by working developers.",
      action: { label: "Browse Courses", href: "/courses" },
    },
    {
      title: "Vision & Mission",
      text: "Practical, lasting results for students and clients.",
      action: { label: "Read Our Mission", href: "/mission" },
    },
  ],
};

it("shows its heading, intro and every item's title and text", () => {
  renderWithRouter(<FeatureGrid block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.intro!)).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Software Services",
    "Professional IT Training",
    "Vision & Mission",
  ]);
  for (const item of block.items) expect(screen.getByText(item.text)).toBeVisible();
});

it("heads the section at level 2 unless it is the page's main heading", () => {
  const { unmount } = renderWithRouter(<FeatureGrid block={{ ...block, headingLevel: undefined }} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  unmount();
  renderWithRouter(<FeatureGrid block={{ ...block, headingLevel: 1 }} />);
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
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

it("shows an item's icon, chosen in its document", () => {
  const { container } = renderWithRouter(
    <FeatureGrid block={{ ...example, items: [{ title: "Fast", text: "Quick pages.", icon: "lucide:rocket" }] }} />,
  );
  expect(container.querySelector('svg:has(use[href$="#lucide-rocket"])')).toHaveAttribute("aria-hidden", "true");
});
