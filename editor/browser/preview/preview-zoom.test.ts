import { expect, it } from "vitest";
import { previewScale, readableZoom } from "./preview-zoom";

it("opens a desktop preview at its whole width only while its text stays readable", () => {
  expect(readableZoom(1000, 1280)).toBe("fit");
  expect(readableZoom(670, 1280)).toBe(0.75);
});

it("fits by shrinking, never by enlarging, and keeps a chosen zoom whatever the box", () => {
  expect(previewScale("fit", 640, 1280)).toBe(0.5);
  expect(previewScale("fit", 900, 375)).toBe(1);
  expect(previewScale("fit", 0, 375)).toBe(1);
  expect(previewScale(0.75, 300, 1280)).toBe(0.75);
});
