import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import testimonials from "../../../pages/testimonials.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { TestimonialList } from "./testimonial-list";

const block = blockFromPage(testimonials, "testimonial-list");
const total = block.items.length;
const search = () => screen.getByRole("searchbox", { name: "Search testimonials by course..." });
const shownNames = () =>
  screen.queryAllByRole("listitem").map((item) => block.items.find((t) => item.textContent!.includes(t.text))!.name);

it("heads the page and shows every testimonial at first", () => {
  render(<TestimonialList block={block} />);
  expect(screen.getByRole("heading", { level: 1, name: "Hear From Our Students" })).toBeVisible();
  expect(search()).toHaveAttribute("placeholder", "Search testimonials by course...");
  expect(screen.getAllByRole("listitem")).toHaveLength(total);
  expect(screen.getByRole("status")).toHaveTextContent(`${total} testimonials`);
});

it("filters by course as you type, in any case", async () => {
  const user = userEvent.setup();
  render(<TestimonialList block={block} />);
  await user.type(search(), "FRONTEND");
  const frontend = block.items.filter((t) => t.course === "Frontend Development").map((t) => t.name);
  expect(frontend.length).toBeGreaterThan(1);
  expect(shownNames()).toEqual(frontend);
  expect(screen.getByRole("status")).toHaveTextContent(`${frontend.length} of ${total} testimonials match “FRONTEND”`);

  await user.clear(search());
  expect(screen.getAllByRole("listitem")).toHaveLength(total);
});

it("matches the course only, not the student's name", async () => {
  const user = userEvent.setup();
  render(<TestimonialList block={block} />);
  await user.type(search(), block.items[0].name);
  expect(shownNames()).toEqual([]);
});

it("says so when no course matches", async () => {
  const user = userEvent.setup();
  render(<TestimonialList block={block} />);
  await user.type(search(), "Astrophysics");
  expect(screen.queryAllByRole("listitem")).toEqual([]);
  expect(screen.getByText("No testimonials for that course yet. Try another course name.")).toBeVisible();
  expect(screen.getByRole("status")).toHaveTextContent(`0 of ${total} testimonials match “Astrophysics”`);
});
