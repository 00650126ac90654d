import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleServices } from "../../../tests/example-catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { ServiceGrid } from "./service-grid";

const block = exampleBlock("service-grid");
const services = exampleServices(4);

it("shows its heading and intro", () => {
  renderWithRouter(<ServiceGrid block={{ ...block, headingLevel: 2 }} services={services} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.intro!)).toBeVisible();
});

it("lists every service it is given, each title a link to its page", async () => {
  const { user } = renderWithRouter(<ServiceGrid block={{ ...block, headingLevel: 2 }} services={services} />);
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
    services.map((service) => service.title),
  );
  for (const service of services) {
    expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", service.path);
  }
  await user.click(screen.getByRole("link", { name: services[1].title }));
  expect(screen.getByTestId("path")).toHaveTextContent(services[1].path);
});

it("titles its cards one level below a main heading", () => {
  renderWithRouter(<ServiceGrid block={{ ...block, headingLevel: 1 }} services={services} />);
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(services.length);
});

it("shows each card's icon, chosen in its document", () => {
  const { container } = renderWithRouter(
    <ServiceGrid
      block={block}
      services={[{ ...services[0], card: { ...services[0].card, icon: "lucide:smartphone" } }]}
    />,
  );
  expect(container.querySelector('article svg:has(use[href$="#lucide-smartphone"])')).toHaveAttribute(
    "aria-hidden",
    "true",
  );
});
