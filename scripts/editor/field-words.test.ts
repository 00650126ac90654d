// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fieldWords } from "./field-words.ts";

describe("fieldWords", () => {
  it("reads a pointer as a path of fields", () => {
    expect(fieldWords("/blocks/3/items/0/question")).toBe("blocks › 3 › items › 0 › question");
    expect(fieldWords("/meta/title")).toBe("meta › title");
  });

  it("unescapes ~1 and ~0, and reads the whole document as nothing", () => {
    expect(fieldWords("/a~1b/c~0d")).toBe("a/b › c~d");
    expect(fieldWords("")).toBe("");
  });
});
