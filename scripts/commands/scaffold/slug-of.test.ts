import { describe, expect, it } from "vitest";
import { slugOf } from "./slug-of.ts";

describe("slugOf", () => {
  it.each([
    ["Kubernetes Training", "kubernetes-training"],
    ["C# & .NET Basics", "csharp-and-net-basics"],
    ["C/C++ Training", "c-cpp-training"],
    ["Quality Assurance (QA)", "quality-assurance-qa"],
    ["JavaScript & TypeScript", "javascript-and-typescript"],
    ["DevOps", "devops"],
    ["  UI/UX   Design ", "ui-ux-design"],
    ["React 19 — Advanced", "react-19-advanced"],
    ["Über Café", "ueber-cafe"],
    ["!!!", ""],
  ])("%j -> %j", (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it("always gives an address the page schema accepts", () => {
    for (const title of ["ASP.NET Core", "Python: AI & ML", "SEO / SEM / PPC", "Node.js 22"]) {
      expect(`/${slugOf(title)}`).toMatch(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });
});
