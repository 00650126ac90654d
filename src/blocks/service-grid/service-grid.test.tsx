import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleCatalogue, exampleServices, settled } from "../../../tests/example-catalogue";
import { navigatedTo } from "../../../tests/render-with-router";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { serviceGrid } from "./service-grid";

const block = exampleBlock("service-grid");
const catalogue = exampleCatalogue({ services: 4 });
const services = catalogue.services;

it("shows its heading and intro", () => {
  renderBlock(serviceGrid, { ...block, headingLevel: 2 }, { catalogue });
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.intro!)).toBeVisible();
});

it("lists every service of the catalogue, each title a link to its page", async () => {
  const { user } = renderBlock(serviceGrid, { ...block, headingLevel: 2 }, { catalogue });
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
    services.map((service) => service.title),
  );
  for (const service of services) {
    expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", service.path);
  }
  await user.click(screen.getByRole("link", { name: services[1].title }));
  await navigatedTo(services[1].path);
});

it("titles its cards one level below a main heading", () => {
  renderBlock(serviceGrid, { ...block, headingLevel: 1 }, { catalogue });
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(services.length);
});

it("shows each card's icon, chosen in its document", () => {
  const [service] = exampleServices(1);
  const withIcon = { ...service, card: { ...service.card, icon: "lucide:smartphone" } };
  const { container } = renderBlock(serviceGrid, block, {
    catalogue: { ...catalogue, serviceSummaries: () => settled([withIcon]) },
  });
  expect(container.querySelector('article svg:has(use[href$="#lucide-smartphone"])')).toHaveAttribute(
    "aria-hidden",
    "true",
  );
});
