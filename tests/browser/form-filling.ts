import type { FileChooser, Page } from "playwright-core";
import { expect } from "vitest";
import { press } from "./browser";

// Filling the site's forms as a visitor does, for the browser tests that send them.

/** What a visitor types into the enrolment form, by label. */
export const ENROLMENT = {
  "Full Name": "Sita Sharma",
  Age: "21",
  "Permanent Address": "Pokhara-8, Kaski",
  "Temporary Address": "Putalisadak, Kathmandu",
  "Phone Number": "9800000001",
  "Email Address": "sita@example.com",
  Qualification: "+2 Science",
  Message: "Morning batch & weekends? #1",
};

/** The same, as the e-mail template's params name them (the course chosen among them). */
export const ENROLMENT_PARAMS = {
  name: "Sita Sharma",
  age: "21",
  permanent: "Pokhara-8, Kaski",
  temporary: "Putalisadak, Kathmandu",
  phone: "9800000001",
  email: "sita@example.com",
  qualification: "+2 Science",
  course: "Frontend Development",
  message: "Morning batch & weekends? #1",
};

/** A submission's own id, as the forms send it in `submission_id`. */
export const SUBMISSION_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

/** The submission's reference, as the visitor is shown it and the forms send it in `reference`. */
export const REFERENCE = /^[\dA-F]{4}-[\dA-F]{4}$/;

/**
 * A field by its label, with or without the required mark, in a form the visitor sees: not one in a
 * closed dialog (a course page's "Tell me when the next batch opens" holds the course inquiry).
 */
export const label = (page: Page, text: string) =>
  page.locator("form:not(dialog:not([open]) form)").getByLabel(new RegExp(`^${text.replace(/[()]/g, "\\$&")}( \\*)?$`));

/**
 * Chooses a résumé as a visitor does: a tap (a click on a desktop) on the field, then the file chooser,
 * given the file's bytes or the path of a file on disk.
 */
export async function chooseResume(page: Page, file: Parameters<FileChooser["setFiles"]>[0]) {
  const chooser = page.waitForEvent("filechooser");
  await press(label(page, "CV (a PDF or a picture)"));
  await (await chooser).setFiles(file);
}

export async function fillEnrolment(page: Page) {
  for (const [name, value] of Object.entries(ENROLMENT)) await label(page, name).fill(value);
  await label(page, "Course").selectOption("Frontend Development");
}

export async function expectEnrolmentKept(page: Page) {
  for (const [name, value] of Object.entries(ENROLMENT)) expect(await label(page, name).inputValue()).toBe(value);
  expect(await label(page, "Course").inputValue()).toBe("Frontend Development");
}
