import { fieldPlace } from "./field-place";

const course = {
  title: "DevOps",
  card: { logos: ["logos:docker", "logos:kubernets"], points: ["Docker", "", "Kubernetes"] },
  blocks: [
    { type: "course-nav", heading: "Our Courses" },
    { type: "bullet-list", heading: "Benefits of This Course", items: ["One", "Two"] },
    {
      type: "faq",
      heading: "Frequently Asked Questions",
      items: [
        { question: "Do I need my own laptop for the online classes of this course?", answer: "" },
        { question: "", answer: "" },
      ],
    },
    { type: "class-timings", heading: "Available Seat TIME", physical: [{ start: "4:00 PM", end: "17:30" }] },
  ],
};

describe("fieldPlace", () => {
  it("names a field by the labels the form shows on the way to it", () => {
    expect(fieldPlace(course, "/title")).toBe("Title");
    expect(fieldPlace(course, "/card/logos/1")).toBe("Card › Logo 2");
    expect(fieldPlace(course, "/blocks/1/items/1")).toBe("List of points “Benefits of This Course” › Point 2");
    expect(fieldPlace(course, "/blocks/3/physical/0/start")).toBe(
      "Class timings “Available Seat TIME” › Classroom time 1 › Start",
    );
  });

  it("names an entry by what it says, shortened, or by its number while it says nothing", () => {
    expect(fieldPlace(course, "/blocks/2/items/0/answer")).toBe(
      "Frequently asked questions › Do I need my own laptop for the online… › Answer",
    );
    expect(fieldPlace(course, "/blocks/2/items/1/question")).toBe("Frequently asked questions › Question 2 › Question");
  });

  it("names a list that is itself the field, and the whole document as nothing", () => {
    expect(fieldPlace(course, "/blocks/2/items")).toBe("Frequently asked questions › Questions");
    expect(fieldPlace(course, "/blocks")).toBe("Sections");
    expect(fieldPlace(course, "")).toBe("");
  });
});
