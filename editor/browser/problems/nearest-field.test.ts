import { expect, it } from "vitest";
import { nearestField } from "./nearest-field";

const page = {
  title: "DevOps with Docker",
  card: {
    points: ["Containers from the first week", "Job-ready in 3 months"],
    image: { src: "/x.svg", alt: "A whale" },
  },
  blocks: [
    {
      type: "faq",
      heading: "Frequently asked questions",
      items: [{ question: "Do I need Linux?", answer: "No.\nWe start from the shell." }],
    },
    { type: "stats", items: [{ value: 500, label: "Students" }] },
  ],
};

it("finds the field whose whole text was clicked, within the block clicked", () => {
  expect(nearestField(page, ["/blocks/0"], "Do I need Linux?")).toBe("/blocks/0/items/0/question");
  expect(nearestField(page, ["/blocks/0"], "  no. we start   from the shell. ")).toBe("/blocks/0/items/0/answer");
});

it("finds a field from a part of its text, or from text drawn around it", () => {
  expect(nearestField(page, ["/blocks/0"], "the shell")).toBe("/blocks/0/items/0/answer");
  expect(nearestField(page, ["/blocks/1"], "500+")).toBe("/blocks/1/items/0/value");
});

it("looks in every part given, the first winning a tie, and finds a picture by its description", () => {
  expect(nearestField({ ...page, blocks: [{ heading: page.title }] }, ["/title", "/blocks/0"], page.title)).toBe(
    "/title",
  );
  expect(nearestField(page, ["/title", "/card"], "A whale")).toBe("/card/image/alt");
  expect(nearestField(page, ["/title", "/card"], "Job-ready in 3 months")).toBe("/card/points/1");
});

it("never takes a block's kind or an address for words, and finds nothing for words no field holds", () => {
  expect(nearestField(page, ["/blocks/0"], "FAQ")).toBeUndefined();
  expect(nearestField(page, ["/card"], "x.svg")).toBeUndefined();
  expect(nearestField(page, ["/blocks/0"], "Read More")).toBeUndefined();
  expect(nearestField(page, ["/blocks/0"], "   ")).toBeUndefined();
});
