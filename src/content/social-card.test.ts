import { describe, expect, it } from "vitest";
import type { CoursePage, PageDocument } from "../generated/page";
import type { PageSiteSettings } from "./site";
import { notFoundSocialCard, socialCardOf } from "./social-card";

const site = { brand: { name: "Yeti Bytes IT Solutions" }, url: "https://www.yetibytes.example" } as PageSiteSettings;
const course = {
  path: "/reactjs-training",
  kind: "course",
  title: "ReactJS",
  meta: { title: "ReactJS Course", description: "Learn React." },
  offer: { weeks: 11, classesPerWeek: 4 },
  card: {
    image: { src: "/images/courses/reactjs-training.svg", alt: "", width: 640, height: 400 },
    logos: ["logos:react"],
    points: ["a", "b", "c"],
  },
  blocks: [{ type: "course-intro", heading: "ReactJS Development Training", paragraphs: ["Text."] }],
} as unknown as CoursePage;
const about = {
  path: "/about",
  kind: "page",
  title: "About Us",
  meta: { title: "About", description: "Who we are." },
  blocks: [
    { type: "feature-grid", heading: "Who We Are", items: [] },
    { type: "hero", heading: "Practical IT Skills", text: "Hello." },
  ],
} as unknown as PageDocument;

describe("socialCardOf", () => {
  it("shows a course's title, marks and the brand, under a name hashed from them", () => {
    const card = socialCardOf(course, site);
    expect(card.picture).toEqual({
      kind: "course",
      heading: "ReactJS",
      marks: ["logos:react"],
      brand: "Yeti Bytes IT Solutions",
      domain: "www.yetibytes.example",
    });
    expect(card.src).toMatch(/^\/images\/social\/reactjs-training-[0-9a-f]{10}\.png$/);
    expect(card.alt).toBe("ReactJS: a course at Yeti Bytes IT Solutions");
  });

  it("changes its name when what it shows changes, and only then", () => {
    const { src } = socialCardOf(course, site);
    expect(socialCardOf({ ...course, meta: { ...course.meta, description: "Other words." } }, site).src).toBe(src);
    expect(socialCardOf({ ...course, title: "React" }, site).src).not.toBe(src);
    expect(socialCardOf({ ...course, card: { ...course.card, logos: ["logos:vue"] } }, site).src).not.toBe(src);
  });

  it("shows another page's main heading, not its first heading", () => {
    expect(socialCardOf(about, site).picture).toMatchObject({
      kind: "page",
      heading: "Practical IT Skills",
      marks: [],
    });
  });

  it("gives the 404 page a card of its own", () => {
    expect(notFoundSocialCard(site)).toMatchObject({ picture: { heading: "Page not found" } });
    expect(notFoundSocialCard(site).src).toMatch(/^\/images\/social\/404-[0-9a-f]{10}\.png$/);
  });
});
