import { describe, expect, it } from "vitest";
import { changedBy, typingIn, type DocumentAction } from "./document-actions";

const COURSE = { kind: "course", draft: true, path: "/react", title: "React", blocks: [{ type: "text" }] };
const PUBLISHED = { kind: "course", path: "/react", title: "React", blocks: [{ type: "text" }] };

/** Each action, the document before it, and after: the reducer's table. */
const TABLE: [string, DocumentAction, unknown, unknown][] = [
  [
    "the form's change replaces the data",
    { type: "form-changed", data: { ...PUBLISHED, title: "ReactJS" } },
    PUBLISHED,
    { ...PUBLISHED, title: "ReactJS" },
  ],
  [
    "an address moved from the saved one keeps the saved one as an alias, right after the path",
    { type: "form-changed", data: { ...PUBLISHED, path: "/reactjs" }, savedAddress: "/react" },
    PUBLISHED,
    { kind: "course", path: "/reactjs", aliases: ["/react"], title: "React", blocks: [{ type: "text" }] },
  ],
  [
    "an address back at the saved one drops that alias",
    { type: "form-changed", data: { ...PUBLISHED, aliases: ["/react"] }, savedAddress: "/react" },
    { ...PUBLISHED, path: "/reactjs", aliases: ["/react"] },
    PUBLISHED,
  ],
  [
    "a block is inserted at its place",
    { type: "block-inserted", at: 0, block: { type: "hero" } },
    PUBLISHED,
    { ...PUBLISHED, blocks: [{ type: "hero" }, { type: "text" }] },
  ],
  [
    "a picture's address put right is set with its size, the object's other fields kept",
    { type: "picture-chosen", path: ["blocks", 0, "image"], picture: { src: "/images/a.png", width: 4, height: 3 } },
    { ...PUBLISHED, blocks: [{ type: "text", image: { alt: "A", src: "/images/b.png" } }] },
    { ...PUBLISHED, blocks: [{ type: "text", image: { alt: "A", src: "/images/a.png", width: 4, height: 3 } }] },
  ],
  [
    "a picture chosen in place of another asks anew what it shows, and whether it is decorative",
    {
      type: "picture-chosen",
      path: ["blocks", 0, "image"],
      picture: { src: "/images/a.png", width: 4, height: 3 },
      anew: true,
    },
    { ...PUBLISHED, blocks: [{ type: "text", image: { alt: "B", src: "/images/b.png", decorative: true } }] },
    { ...PUBLISHED, blocks: [{ type: "text", image: { alt: "", src: "/images/a.png", width: 4, height: 3 } }] },
  ],
  [
    "the same picture chosen again keeps its words",
    {
      type: "picture-chosen",
      path: ["blocks", 0, "image"],
      picture: { src: "/images/b.png", width: 4, height: 3 },
      anew: true,
    },
    { ...PUBLISHED, blocks: [{ type: "text", image: { alt: "B", src: "/images/b.png" } }] },
    { ...PUBLISHED, blocks: [{ type: "text", image: { alt: "B", src: "/images/b.png", width: 4, height: 3 } }] },
  ],
  [
    "the old address is kept, or let go",
    { type: "old-address-kept", address: "/react", kept: false },
    { ...PUBLISHED, path: "/reactjs", aliases: ["/react"] },
    { ...PUBLISHED, path: "/reactjs" },
  ],
  ["Publish takes the draft mark off", { type: "draft-marked", draft: false }, COURSE, PUBLISHED],
  ["Keep as draft puts it back after the kind", { type: "draft-marked", draft: true }, PUBLISHED, COURSE],
  ["a chosen version replaces the data", { type: "version-chosen", data: COURSE }, PUBLISHED, COURSE],
];

describe("the changes an author makes to a document", () => {
  it.each(TABLE)("%s", (_, action, before, after) => {
    const changed = changedBy(before, action);
    expect(changed).toEqual(after);
    // Key order is the file's order: the saved text keeps its fields where they were.
    expect(JSON.stringify(changed)).toBe(JSON.stringify(after));
  });

  it("makes typing in a field one step of the history, and every other action a step of its own", () => {
    expect(typingIn({ type: "form-changed", data: COURSE, typing: "root_title" })).toBe("root_title");
    expect(typingIn({ type: "form-changed", data: COURSE })).toBeUndefined();
    expect(typingIn({ type: "block-inserted", at: 0, block: {} })).toBeUndefined();
  });
});
