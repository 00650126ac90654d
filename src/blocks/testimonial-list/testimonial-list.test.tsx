import { screen } from "@testing-library/react";
import { renderOnPage } from "../../../tests/with-site-settings";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { TestimonialList } from "./testimonial-list";

const block = {
  ...exampleBlock("testimonial-list"),
  items: [
    { name: "Sujata Shrestha", course: "Frontend Development", text: "I finished with a deployed React app." },
    { name: "Bikash Thapa", course: "Digital Marketing", text: "Now I know which posts bring customers." },
    { name: "Anisha Gurung", course: "Frontend Development", text: "Clear, practical classes." },
    { name: "Rohan Karki", course: "Quality Assurance (QA)", text: "I write test plans at work now." },
  ],
};
const total = block.items.length;
const search = () => screen.getByRole("searchbox", { name: block.searchPlaceholder });
const shownNames = () =>
  screen.queryAllByRole("listitem").map((item) => block.items.find((t) => item.textContent!.includes(t.text))!.name);

it("heads the page and shows every testimonial at first", () => {
  renderOnPage(<TestimonialList block={block} />);
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(search()).toHaveAttribute("placeholder", block.searchPlaceholder);
  expect(screen.getAllByRole("listitem")).toHaveLength(total);
  expect(screen.getByRole("status")).toHaveTextContent(`${total} testimonials`);
});

it("filters by course as you type, in any case", async () => {
  const user = userEvent.setup();
  renderOnPage(<TestimonialList block={block} />);
  await user.type(search(), "FRONTEND");
  expect(shownNames()).toEqual(["Sujata Shrestha", "Anisha Gurung"]);
  expect(screen.getByRole("status")).toHaveTextContent(`2 of ${total} testimonials match “FRONTEND”`);

  await user.clear(search());
  expect(screen.getAllByRole("listitem")).toHaveLength(total);
});

it("matches the course only, not the student's name", async () => {
  const user = userEvent.setup();
  renderOnPage(<TestimonialList block={block} />);
  await user.type(search(), block.items[0].name);
  expect(shownNames()).toEqual([]);
});

it("says so when no course matches", async () => {
  const user = userEvent.setup();
  renderOnPage(<TestimonialList block={block} />);
  await user.type(search(), "Astrophysics");
  expect(screen.queryAllByRole("listitem")).toEqual([]);
  expect(screen.getByText("No testimonials for that course yet. Try another course name.")).toBeVisible();
  expect(screen.getByRole("status")).toHaveTextContent(`0 of ${total} testimonials match “Astrophysics”`);
});
