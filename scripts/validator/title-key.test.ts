import { expect, it } from "vitest";
import { titleKey } from "./title-key.ts";

it("tells titles apart as a reader does: not by case, spaces or punctuation", () => {
  expect(titleKey("React JS")).toBe(titleKey("ReactJS"));
  expect(titleKey("react-js")).toBe(titleKey("ReactJS"));
  expect(titleKey("Node.js")).toBe(titleKey("NodeJS"));
  expect(titleKey("ReactJS")).not.toBe(titleKey("React Native"));
});

it("keeps what names a language apart: C++ and C# are not C", () => {
  expect(new Set([titleKey("C"), titleKey("C++"), titleKey("C#")]).size).toBe(3);
});
