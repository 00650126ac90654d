import { describe, expect, it } from "vitest";
import { emailConfigIn, missingSettings, uploadConfigIn } from "./config";

const SHARED = {
  VITE_EMAILJS_PUBLIC_KEY: "public-key",
  VITE_EMAILJS_SERVICE_ID: "service",
  VITE_EMAILJS_TEMPLATE_ID: "every-form",
};

describe("emailConfigIn", () => {
  it("sends every form through the one shared template", () => {
    for (const template of ["enrolment", "careers", "course-inquiry", "service-inquiry"] as const)
      expect(emailConfigIn(SHARED, template)).toEqual({
        publicKey: "public-key",
        serviceId: "service",
        templateId: "every-form",
      });
  });

  it("uses a form's own template where one is set, and the shared one for the others", () => {
    const env = { ...SHARED, VITE_EMAILJS_CAREERS_TEMPLATE_ID: "applications" };
    expect(emailConfigIn(env, "careers")?.templateId).toBe("applications");
    expect(emailConfigIn(env, "enrolment")?.templateId).toBe("every-form");
  });

  it("with no shared template, a form without its own is the only one left without a way: the others keep theirs", () => {
    const env = {
      VITE_EMAILJS_PUBLIC_KEY: "public-key",
      VITE_EMAILJS_SERVICE_ID: "service",
      VITE_EMAILJS_ENROLMENT_TEMPLATE_ID: "enrolments",
      VITE_EMAILJS_CAREERS_TEMPLATE_ID: "  ",
    };
    expect(emailConfigIn(env, "enrolment")?.templateId).toBe("enrolments");
    expect(emailConfigIn(env, "careers")).toBeUndefined();
    expect(emailConfigIn(env, "course-inquiry")).toBeUndefined();
  });

  it("has no way without the public key or the service", () => {
    expect(emailConfigIn({ ...SHARED, VITE_EMAILJS_PUBLIC_KEY: "" }, "enrolment")).toBeUndefined();
    expect(emailConfigIn({ ...SHARED, VITE_EMAILJS_SERVICE_ID: undefined }, "enrolment")).toBeUndefined();
  });
});

describe("missingSettings", () => {
  it("names what a form still needs, a missing template as the shared one, and the upload's for a form with a file", () => {
    expect(missingSettings({}, { kind: "email", template: "enrolment" })).toEqual([
      "VITE_EMAILJS_PUBLIC_KEY",
      "VITE_EMAILJS_SERVICE_ID",
      "VITE_EMAILJS_TEMPLATE_ID",
    ]);
    expect(missingSettings(SHARED, { kind: "upload-then-email", template: "careers", fileField: "resume" })).toEqual([
      "VITE_CLOUDINARY_CLOUD_NAME",
      "VITE_CLOUDINARY_UPLOAD_PRESET",
    ]);
    expect(missingSettings(SHARED, { kind: "email", template: "service-inquiry" })).toEqual([]);
  });
});

describe("uploadConfigIn", () => {
  it("needs the cloud's name and the unsigned preset", () => {
    expect(uploadConfigIn({ VITE_CLOUDINARY_CLOUD_NAME: "cloud" })).toBeUndefined();
    expect(uploadConfigIn({ VITE_CLOUDINARY_CLOUD_NAME: "cloud", VITE_CLOUDINARY_UPLOAD_PRESET: "preset" })).toEqual({
      cloudName: "cloud",
      uploadPreset: "preset",
    });
  });
});
