import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { siteIn } from "../../content/site";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { contactDetails } from "./contact-details";

const site = await siteIn("en");

const block = exampleBlock("contact-details");
const office = {
  ...site,
  address: "Putalisadak, Kathmandu",
  openingHours: ["Sunday to Friday: 7 AM to 7 PM", "Saturday: closed"],
  mapUrl: "https://www.openstreetmap.org/?mlat=27.7&mlon=85.3",
  phone: "+977 981-1234567",
  email: "hello@example.com",
  chatNumber: "9779811111111",
};

it("says where the office is, when it is open, and every way to reach it, from the site settings", () => {
  renderBlock(contactDetails, block, { site: office });
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  const terms = screen.getAllByRole("term").map((term) => term.textContent);
  expect(terms).toEqual(["Address", "Opening hours", "Admissions phone", "WhatsApp", "E-mail"]);
  expect(screen.getByText(office.address)).toBeVisible();
  for (const line of office.openingHours) expect(screen.getByText(line)).toBeVisible();
  expect(screen.getByRole("link", { name: office.phone })).toHaveAttribute("href", "tel:+9779811234567");
  expect(screen.getByRole("link", { name: office.email })).toHaveAttribute("href", "mailto:hello@example.com");
  const chat = screen.getByRole("link", { name: "Chat with us (opens in a new tab)" });
  expect(new URL(chat.getAttribute("href")!).pathname).toBe("/9779811111111");
});

it("links the map, in a new tab, and loads none itself", () => {
  const { container } = renderBlock(contactDetails, block, { site: office });
  const map = screen.getByRole("link", { name: "Open it on a map (opens in a new tab)" });
  expect(map).toHaveAttribute("href", office.mapUrl);
  expect(map).toHaveAttribute("rel", "noopener noreferrer");
  expect(container.querySelectorAll("iframe, img, script")).toHaveLength(0);
  expect(within(map.closest("dd")!).getByText(office.address)).toBeVisible();
});
