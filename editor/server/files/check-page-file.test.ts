// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkPageFile } from "./check-page-file.ts";

describe("checkPageFile", () => {
  it.each(["pages/home.json", "pages/courses/python-training.json", "pages/_forms/enrolment.json", "pages/_site.json"])(
    "accepts %s",
    (file) => {
      expect(checkPageFile(file)).toBe(file);
    },
  );

  it.each([
    ["a parent folder", "pages/../package.json"],
    ["a parent folder deeper in", "pages/courses/../../vite.config.json"],
    ["a dot folder", "pages/./home.json"],
    ["an absolute path", "/etc/passwd.json"],
    ["an absolute path into pages", "/work/main/pages/home.json"],
    ["a Windows drive", "C:/pages/home.json"],
    ["a backslash", "pages\\..\\package.json"],
    ["a NUL", "pages/home.json\0.png"],
    ["an encoded slash", "pages%2F..%2Fpackage.json"],
    ["an encoded backslash", "pages/..%5Cpackage.json"],
    ["encoded dots", "pages/%2E%2E/package.json"],
    ["a double-encoded slash", "pages/..%252Fpackage.json"],
    ["an empty segment", "pages//home.json"],
    ["another folder", "src/home.json"],
    ["another extension", "pages/home.js"],
    ["nothing but the folder", "pages/.json"],
    ["no file at all", undefined],
    ["a number", 42],
  ])("refuses %s", (_, file) => {
    expect(() => checkPageFile(file)).toThrow(/inside pages\//);
  });
});
