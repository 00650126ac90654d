import { fieldLabel } from "./field-label";

describe("fieldLabel", () => {
  it("says a property's name in words", () => {
    expect(fieldLabel(["blocks", 2, "autoplayMs"])).toBe("Autoplay ms");
    expect(fieldLabel(["meta", "description"])).toBe("Description");
    expect(fieldLabel(["headingLevel"])).toBe("Heading level");
  });

  it("names a list entry after its list, counting from one", () => {
    expect(fieldLabel(["blocks", 5, "items", 0])).toBe("Item 1");
    expect(fieldLabel(["card", "points", 2])).toBe("Point 3");
    expect(fieldLabel(["blocks", 1, "facts", 3])).toBe("Fact 4");
    expect(fieldLabel(["blocks", 1, "physical", 0])).toBe("Physical 1");
    expect(fieldLabel(["aliases", 0])).toBe("Alias 1");
    expect(fieldLabel(["blocks", 3])).toBe("Block 4");
  });
});
