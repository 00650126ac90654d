import { describe, expect, it } from "vitest";
import { mayBeActive } from "./may-be-active";

describe("mayBeActive", () => {
  it.each([
    ["/courses", "/courses"],
    ["/courses", "/courses/"],
    ["/Courses/", "/courses"],
    ["/about#team", "/about"],
    ["/search?q=react", "/search"],
    ["/courses", "/courses/react"],
    ["/", "/anything"],
    ["courses", "/elsewhere"],
  ])("says %j may be active at %j", (href, pathname) => {
    expect(mayBeActive(href, pathname)).toBe(true);
  });

  it.each([
    ["/courses", "/course"],
    ["/courses", "/courses-old"],
    ["/react", "/reactjs-training"],
    ["/about", "/"],
  ])("says %j is not active at %j", (href, pathname) => {
    expect(mayBeActive(href, pathname)).toBe(false);
  });
});
