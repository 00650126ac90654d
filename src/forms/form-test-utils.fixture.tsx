import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { vi } from "vitest";
import { formsInLanguage, type FormId } from "../content/form-definition";
import { renderOnPage } from "../../tests/with-site-settings";
import FormView, { type FormViewProps } from "./form-view";

export const EMAIL_ENV = {
  VITE_EMAILJS_PUBLIC_KEY: "pk-test",
  VITE_EMAILJS_SERVICE_ID: "service-test",
  VITE_EMAILJS_ENROLMENT_TEMPLATE_ID: "enrolment-template",
  VITE_EMAILJS_CAREERS_TEMPLATE_ID: "careers-template",
  VITE_EMAILJS_COURSE_INQUIRY_TEMPLATE_ID: "course-inquiry-template",
  VITE_EMAILJS_SERVICE_INQUIRY_TEMPLATE_ID: "service-inquiry-template",
  VITE_CLOUDINARY_CLOUD_NAME: "cloud-test",
  VITE_CLOUDINARY_UPLOAD_PRESET: "preset-test",
};

// The English forms, loaded before any test draws a form: as a page has them before it starts.
await formsInLanguage("en");

export function stubFormEnv(): void {
  for (const [name, value] of Object.entries(EMAIL_ENV)) vi.stubEnv(name, value);
}

export function renderForm(id: FormId, page: Omit<FormViewProps, "id"> = {}) {
  const user = userEvent.setup();
  const view = renderOnPage(
    <Suspense>
      <FormView id={id} {...page} />
    </Suspense>,
  );
  return { user, ...view };
}

/** A field by its label's words (the required marker "*" after them is not part of the name). */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

/** A tiny valid PNG (1×1 pixel). */
export function pngFile(name = "resume.png"): File {
  const bytes = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: "image/png" });
}
