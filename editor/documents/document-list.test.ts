import { describe, expect, it } from "vitest";
import { documentList, namedFiles } from "./document-list.ts";

const page = (path: string, form: string, draft?: boolean) =>
  JSON.stringify({ kind: "page", title: path, path, ...(draft && { draft }), blocks: [{ type: "form", form }] });

describe("documentList", () => {
  it("names a form in words, with the published pages that show it", () => {
    const list = documentList(
      new Map([
        ["pages/_forms/career.json", JSON.stringify({ id: "career", fields: [] })],
        ["pages/career.json", page("/career", "career")],
        ["pages/jobs.json", page("/jobs", "career", true)],
        ["pages/contact.json", page("/contact", "service-inquiry")],
      ]),
    );
    expect(list.find((item) => item.kind === "form")).toEqual({
      file: "pages/_forms/career.json",
      kind: "form",
      title: "Job application",
      shownOn: ["/career"],
    });
  });

  it("lists a page's translation with its page, named after it at its address in that language", () => {
    const list = documentList(
      new Map([
        ["pages/about.json", JSON.stringify({ kind: "page", title: "About Us", path: "/about", blocks: [] })],
        ["pages/ne/about.json", JSON.stringify({ blocks: [] })],
        ["pages/ne/_site.json", JSON.stringify({})],
      ]),
    );
    expect(list).toEqual([
      {
        file: "pages/about.json",
        kind: "page",
        title: "About Us",
        path: "/about",
        translations: [{ language: "ne", file: "pages/ne/about.json" }],
      },
    ]);
    expect(namedFiles(list).get("pages/ne/about.json")).toEqual({ title: "About Us in Nepali", path: "/ne/about" });
  });

  it("says which courses have no batch in the future: none planned, or every one started", () => {
    const course = (nextBatches?: object) =>
      JSON.stringify({ kind: "course", title: "X", path: "/x", nextBatches, blocks: [] });
    const list = documentList(
      new Map([
        ["pages/courses/none.json", course()],
        ["pages/courses/started.json", course({ physical: { starts: "2026-11-01" } })],
        ["pages/courses/today.json", course({ online: { starts: "2026-11-29" } })],
        [
          "pages/courses/planned.json",
          course({ physical: { starts: "2026-11-01" }, online: { starts: "2026-12-06" } }),
        ],
      ]),
      "2026-11-29",
    );
    expect(list.filter((item) => item.noFutureBatch).map((item) => item.file)).toEqual([
      "pages/courses/none.json",
      "pages/courses/started.json",
      "pages/courses/today.json",
    ]);
  });
});
