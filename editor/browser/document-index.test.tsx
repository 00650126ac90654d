import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { DocumentIndex } from "./document-index";
import type { DocumentListItem, EditorStorage } from "../documents/storage-contract";
import { StorageContext } from "./storage/storage-context";
import { fakeStorage } from "./storage/fake-storage.fixture";

const DEVOPS: DocumentListItem = {
  file: "pages/courses/devops.json",
  kind: "course",
  title: "DevOps",
  path: "/devops",
};
const TERRAFORM: DocumentListItem = {
  file: "pages/courses/terraform.json",
  kind: "course",
  title: "Terraform",
  path: "/terraform",
  draft: true,
};

/** The list of documents, over this storage. */
function renderIndex(storage: EditorStorage) {
  render(
    <MemoryRouter>
      <StorageContext value={storage}>
        <DocumentIndex />
      </StorageContext>
    </MemoryRouter>,
  );
}

describe("DocumentIndex", () => {
  it("lists what its storage holds, and lists again when the storage hears of a save elsewhere", async () => {
    const { storage, documents, savedElsewhere } = fakeStorage([DEVOPS]);
    renderIndex(storage);
    expect(await screen.findByRole("link", { name: "DevOps" })).toHaveAttribute(
      "href",
      "/edit/?file=pages%2Fcourses%2Fdevops.json",
    );
    expect(screen.getByRole("button", { name: "New course" })).toBeEnabled();
    documents.push(TERRAFORM);
    savedElsewhere([TERRAFORM.file]);
    expect(await screen.findByRole("link", { name: /^Terraform/ })).toHaveAttribute(
      "href",
      "/edit/?file=pages%2Fcourses%2Fterraform.json",
    );
  });

  it("says where each document shows: a page's address, the settings' every page, the pages a form is on", async () => {
    const { storage } = fakeStorage([
      DEVOPS,
      { file: "pages/_site.json", kind: "site", title: "Site settings" },
      { file: "pages/_forms/career.json", kind: "form", title: "Job application", shownOn: ["/career"] },
      { file: "pages/_forms/enrolment.json", kind: "form", title: "Enrolment form", shownOn: ["/", "/devops"] },
    ]);
    renderIndex(storage);
    const row = async (name: string) => (await screen.findByRole("link", { name })).closest("li")!;
    expect(await row("DevOps")).toHaveTextContent(/\/devops$/);
    expect(await row("Site settings")).toHaveTextContent(/on every page$/);
    expect(await row("Job application")).toHaveTextContent(/\/career$/);
    expect(await row("Enrolment form")).toHaveTextContent(/on 2 pages$/);
  });

  it("shows its storage's refusal in words, and offers nothing it could not do", async () => {
    const { storage } = fakeStorage([]);
    const refused: EditorStorage = { ...storage, listDocuments: () => Promise.reject(new Error("Sign in first.")) };
    renderIndex(refused);
    expect(await screen.findByRole("alert")).toHaveTextContent("Sign in first.");
    // Nothing to filter, and no new page it could not make.
    expect(screen.queryByRole("button", { name: "New course" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Filter" })).toBeNull();
  });
});
