import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { services } from "../../content/catalogue";
import { blockFromPage } from "../../../tests/block-from-page";
import { renderWithRouter } from "../../../tests/render-with-router";
import { ServiceGrid } from "./service-grid";

const block = blockFromPage(home, "service-grid");

it("shows its heading and intro", () => {
  renderWithRouter(<ServiceGrid block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Our Services" })).toBeVisible();
  expect(screen.getByText(block.intro!)).toBeVisible();
});

it("lists every service of the catalogue, each title a link to its page", async () => {
  const { user } = renderWithRouter(<ServiceGrid block={block} />);
  expect(services.length).toBeGreaterThanOrEqual(12);
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
    services.map((service) => service.title),
  );
  for (const service of services) {
    expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", service.path);
  }
  await user.click(screen.getByRole("link", { name: services[0].title }));
  expect(screen.getByTestId("path")).toHaveTextContent(services[0].path);
});
