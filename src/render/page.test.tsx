import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { categorySlug } from "../content/catalogue/course-categories";
import { findRoute } from "../content/find-route";
import { loadDocument } from "../content/load-document";
import type { PageDocument } from "../generated/page";
import { renderWithRouter } from "../../tests/render-with-router";
import { Page } from "./page";

// The blocks are tested on a small catalogue; this checks the page gives them their page and the site's own.
it("gives each block its page and the site's catalogue: a course page's navigation lists its category first", async () => {
  const page = (await loadDocument((await findRoute("/python-training"))!)) as PageDocument & { kind: "course" };
  renderWithRouter(<Page document={page} />, page.path);
  // The course blocks load with the course page (a part of their own): found once it has come.
  const name = page.blocks.find((b) => b.type === "course-nav")!.heading;
  const nav = await screen.findByRole("navigation", { name }, { timeout: 10_000 });
  const own = catalogue.categories.find((category) => category.slug === categorySlug(page.category!))!;
  const links = within(nav).getAllByRole("link");
  expect(links[0]).toHaveAttribute("href", own.courses[0].path);
  expect(links).toHaveLength(catalogue.categories.reduce((sum, category) => sum + category.courses.length, 0));
  expect(links.find((link) => link.getAttribute("aria-current") === "page")).toHaveTextContent(page.title);
});
