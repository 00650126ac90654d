import { describe, expect, it } from "vitest";
import { addressOfFile, fileForAddress, folderOfKind, kindOfFolder, schemaFor } from "./content-layout.ts";

describe("what a file under pages/ is", () => {
  it("answers to the settings', a form's or a page's schema, or to none when the site does not use it", () => {
    expect(schemaFor("pages/_site.json")).toBe("site");
    expect(schemaFor("pages/_forms/enrolment.json")).toBe("form");
    expect(schemaFor("pages/courses/python-training.json")).toBe("page");
    expect(schemaFor("pages/about.json")).toBe("page");
    expect(schemaFor("pages/courses/_notes.json")).toBeUndefined();
  });

  it("is the kind its folder says, and a new one of a kind goes in that folder", () => {
    expect(kindOfFolder("pages/about.json")).toBe("page");
    expect(kindOfFolder("pages/courses/python-training.json")).toBe("course");
    expect(kindOfFolder("pages/services/cloud-backup.json")).toBe("service");
    expect(kindOfFolder("pages/courses/old/x.json")).toBeUndefined();
    expect(folderOfKind("course")).toBe("pages/courses/");
    expect(folderOfKind("service")).toBe("pages/services/");
    expect(folderOfKind("page")).toBe("pages/");
  });

  it("has the address its name gives it, and an address its file in the same folder", () => {
    expect(addressOfFile("pages/home.json")).toBe("/");
    expect(addressOfFile("pages/courses/python-training.json")).toBe("/python-training");
    expect(fileForAddress("pages/courses/python-training.json", "/python")).toBe("pages/courses/python.json");
    expect(fileForAddress("pages/about.json", "/")).toBe("pages/home.json");
  });
});
