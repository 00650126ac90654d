import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { siteIn } from "../../content/site";
import type { PageDocument } from "../../generated/page";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { courseIntro } from "./course-intro";

const site = await siteIn("en");

const block = {
  ...exampleBlock("course-intro"),
  facts: [
    { label: "Duration", value: "About 3 months" },
    { label: "Schedule", value: "Three to four sessions a week" },
    { label: "Format", value: "In class or live online" },
    { label: "Prerequisites", value: "None" },
  ],
};

it("heads the page with the course name and shows every paragraph", () => {
  renderBlock(courseIntro, block);
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  for (const paragraph of block.paragraphs) expect(screen.getByText(paragraph)).toBeVisible();
});

it("lists the course facts as terms and their values", () => {
  renderBlock(courseIntro, block);
  expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
    "Duration",
    "Schedule",
    "Format",
    "Prerequisites",
  ]);
  expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(
    block.facts.map((fact) => fact.value),
  );
});

it("leaves the facts out when the block has none", () => {
  renderBlock(courseIntro, { ...block, facts: undefined });
  expect(screen.queryAllByRole("term")).toEqual([]);
});

const coursePage = (blocks: PageDocument["blocks"]) =>
  ({ kind: "course", title: "ReactJS Training", path: "/reactjs-training", blocks }) as PageDocument;

it("on a course page, offers to enrol on the page's form, to ask on the chat about this course, and how to learn the fee", () => {
  const page = coursePage([block, { type: "form", form: "enrolment", heading: "Enrol" }]);
  renderBlock(courseIntro, block, { page });
  expect(screen.getByRole("link", { name: "Enrol" })).toHaveAttribute("href", "#enrolment-start");
  const chat = screen.getByRole("link", { name: "Ask on WhatsApp (opens in a new tab)" });
  expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  const message = new URL(chat.getAttribute("href")!).searchParams.get("text");
  expect(message).toBe(site.contactWidget.chatAbout.course.replace("{title}", "ReactJS Training"));
  expect(screen.getByText(site.courseFees.note)).toBeVisible();
});

it("offers no Enrol where the page has no enrolment form, and nothing off a course page", () => {
  renderBlock(courseIntro, block, { page: coursePage([block]) });
  expect(screen.queryByRole("link", { name: "Enrol" })).toBeNull();
  expect(screen.getByRole("link", { name: /Ask on WhatsApp/ })).toBeVisible();
  renderBlock(courseIntro, block, { page: { ...coursePage([block]), kind: "page" } as PageDocument });
  expect(screen.getAllByRole("link", { name: /Ask on WhatsApp/ })).toHaveLength(1);
});

it("near the top, says when the next batches start", () => {
  const page = { ...coursePage([block]), nextBatches: { physical: { starts: "2025-12-07", seatsLeft: 5 } } };
  renderBlock(courseIntro, block, { page: page as PageDocument });
  expect(screen.getByRole("heading", { level: 2, name: "Next batch" })).toBeVisible();
  expect(screen.getByText(/starts Sun 7 Dec 2025 · 5 seats left/)).toBeVisible();
  expect(screen.queryByRole("button", { name: "Tell me when the next batch opens" })).toBeNull();
});

it("with no batch planned, offers to tell the visitor when one opens: the course inquiry, its course chosen and its question written", async () => {
  const page = { ...coursePage([block]), category: "Web Development" } as PageDocument;
  renderBlock(courseIntro, block, { page });
  expect(screen.getByText(/No batch is planned yet/)).toBeVisible();
  expect(screen.getByRole("button", { name: "Tell me when the next batch opens" })).toBeVisible();
  const message = await screen.findByRole("textbox", { name: /^Message/, hidden: true }, { timeout: 5000 });
  expect(message).toHaveValue("Please tell me when the next batch of ReactJS Training opens.");
  expect(screen.getByRole("combobox", { name: /^Course/, hidden: true })).toHaveValue("ReactJS Training");
});
