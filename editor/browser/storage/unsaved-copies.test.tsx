import { afterEach, expect, it } from "vitest";
import { dropUnsavedCopy, filesWithUnsavedCopies, keepUnsavedCopy } from "./unsaved-copies";

// In the dom project (jsdom's localStorage): the editor keeps an author's unsaved copies in the browser.
afterEach(() => localStorage.clear());

it("names every file it keeps an unsaved copy of, A to Z, and none it cannot read or has dropped", () => {
  const copy = { base: {}, baseVersion: "v1", ours: { title: "Changed" }, at: 1 };
  keepUnsavedCopy("pages/courses/vue.json", copy);
  keepUnsavedCopy("pages/about.json", copy);
  keepUnsavedCopy("pages/contact-us.json", copy);
  dropUnsavedCopy("pages/contact-us.json");
  localStorage.setItem("page-editor:unsaved:pages/broken.json", "{ not json");
  localStorage.setItem("someone-else:pages/home.json", JSON.stringify(copy));
  expect(filesWithUnsavedCopies()).toEqual(["pages/about.json", "pages/courses/vue.json"]);
});
