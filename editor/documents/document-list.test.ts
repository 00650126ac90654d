import { describe, expect, it } from "vitest";
import { documentList } from "./document-list.ts";

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
});
