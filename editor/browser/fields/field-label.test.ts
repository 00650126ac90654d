import { fieldLabel } from "./field-label";

describe("fieldLabel", () => {
  it("says a property's name in words", () => {
    expect(fieldLabel(["blocks", 2, "autoplayMs"], "hero-slider")).toBe("Autoplay time in milliseconds");
    expect(fieldLabel(["meta", "description"])).toBe("Description");
    expect(fieldLabel(["headingLevel"])).toBe("Heading level");
  });

  it("names a field whose key would tell an author little by what it holds", () => {
    expect(fieldLabel(["card", "image"])).toBe("Picture");
    expect(fieldLabel(["card", "image", "src"])).toBe("Picture file");
    expect(fieldLabel(["card", "image", "alt"])).toBe("What the picture shows");
    expect(fieldLabel(["path"])).toBe("Address");
    expect(fieldLabel(["blocks", 2, "action", "href"], "hero-slider")).toBe("Link");
    expect(fieldLabel(["meta"])).toBe("Search engines and sharing");
    expect(fieldLabel(["nextBatches", "physical"])).toBe("In the classroom");
  });

  it("names a field by its group where its name alone means more than one thing", () => {
    expect(fieldLabel(["fields", 2, "name"])).toBe("Name in the e-mail");
    expect(fieldLabel(["brand", "name"])).toBe("Name");
    expect(fieldLabel(["ownMail", "lines", 0, "field"])).toBe("Field whose answer follows");
    expect(fieldLabel(["action"])).toBe("Sending");
    expect(fieldLabel(["blocks", 0, "action"], "hero")).toBe("Action");
  });

  it("names a list and its entries by what they are, counting from one", () => {
    expect(fieldLabel(["blocks", 5, "items"], "faq")).toBe("Questions");
    expect(fieldLabel(["blocks", 5, "items", 0], "faq")).toBe("Question 1");
    expect(fieldLabel(["blocks", 3, "items", 1], "bullet-list")).toBe("Point 2");
    expect(fieldLabel(["blocks", 2, "physical"], "class-timings")).toBe("Classroom times");
    expect(fieldLabel(["blocks", 2, "online", 2], "class-timings")).toBe("Online time 3");
    expect(fieldLabel(["card", "points", 2])).toBe("Point 3");
    expect(fieldLabel(["card", "logos", 2])).toBe("Logo 3");
    expect(fieldLabel(["aliases", 0])).toBe("Other address 1");
    expect(fieldLabel(["blocks"])).toBe("Sections");
    expect(fieldLabel(["blocks", 3])).toBe("Section 4");
  });

  it("names the entries of a list no table names after the list", () => {
    expect(fieldLabel(["navigation", 1])).toBe("Navigation 2");
    expect(fieldLabel(["footer", "contacts", 0])).toBe("Contact 1");
    expect(fieldLabel(["action", "lines", 1])).toBe("Line 2");
    expect(fieldLabel(["openingHours", 1])).toBe("Line 2");
    expect(fieldLabel(["navigation", 1, "items", 0])).toBe("Link 1");
  });
});
