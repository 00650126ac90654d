// @vitest-environment node
import { describe, expect, it } from "vitest";
import { iconNames } from "../../validator/icon-sets.ts";
import { proposeLogos } from "./propose-logos.ts";
import { proposeServiceIcon } from "./propose-service-icon.ts";
import { titleWords } from "./title-words.ts";

describe("titleWords", () => {
  it("spells symbols as the icon sets do", () => {
    expect(titleWords("Node.js & C# / C++ on .NET")).toEqual(["nodejs", "c-sharp", "c-plusplus", "on", "dotnet"]);
  });
});

describe("proposeLogos", () => {
  it.each([
    ["Kubernetes Basics", ["logos:kubernetes"]],
    ["Docker and Kubernetes", ["logos:docker-icon", "logos:kubernetes"]],
    ["Python with Django", ["logos:python", "logos:django-icon"]],
    ["C# & .NET Basics", ["logos:c-sharp", "logos:dotnet"]],
    ["Vue.js Essentials", ["logos:vue"]],
    ["ExpressJS", ["logos:express"]],
    ["React Native", ["devicon:reactnative"]],
    ["R for Data Analysis", ["devicon:r"]],
    ["Python with AI", ["logos:python"]],
    ["Business Writing", []],
  ])("%j -> %j", (title, marks) => {
    expect(proposeLogos(title, iconNames)).toEqual(marks);
  });

  it("proposes at most three", () => {
    expect(proposeLogos("HTML, CSS, JavaScript and React", iconNames)).toHaveLength(3);
  });
});

describe("proposeServiceIcon", () => {
  it.each([
    ["Cloud Backup", "lucide:cloud"],
    ["Network Security", "lucide:network"],
    ["Online Stores", "lucide:store"],
    ["Staff Augmentation", undefined],
  ])("%j -> %j", (title, icon) => {
    expect(proposeServiceIcon(title, iconNames)).toBe(icon);
  });
});
