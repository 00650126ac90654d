import { describe, expect, it } from "vitest";
import { withPictureSources } from "./with-picture-sources";

describe("withPictureSources", () => {
  it("points the preview at where this browser keeps a picture the site does not serve yet", () => {
    const page = { card: { image: { src: "/images/courses/new.png", alt: "/images/courses/new.png is new" } } };
    const shown = withPictureSources(page, { "/images/courses/new.png": "blob:http://x/1" });
    expect(shown).toEqual({ card: { image: { src: "blob:http://x/1", alt: "/images/courses/new.png is new" } } });
    expect(page.card.image.src).toBe("/images/courses/new.png");
  });

  it("leaves a document with no such picture as it was", () => {
    const page = { blocks: [{ type: "faq", items: [1, true, null] }] };
    expect(withPictureSources(page, {})).toEqual(page);
  });
});
