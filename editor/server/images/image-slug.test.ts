// @vitest-environment node
import { describe, expect, it } from "vitest";
import { imageSlug } from "./image-slug.ts";

describe("imageSlug", () => {
  it.each([
    ["Python Logo (1).PNG", "python-logo-1"],
    ["python-training.svg", "python-training"],
    ["React Native", "react-native"],
    ["C# Basics.jpeg", "csharp-basics"],
    ["../../etc/passwd", "etc-passwd"],
    ["..\\..\\evil.png", "evil"],
    ["%2e%2e%2fevil.png", "2e-2e-2fevil"],
    ["photo.tar.gz", "photo-tar"],
  ])("makes %j a slug: %j", (given, slug) => {
    expect(imageSlug(given)).toBe(slug);
  });

  it.each(["", ".png", "!!!", "../"])("finds no name in %j", (given) => {
    expect(imageSlug(given)).toBe("");
  });
});
