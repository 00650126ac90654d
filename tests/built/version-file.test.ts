import { describe, expect, inject, it } from "vitest";
import type { SiteVersion } from "../../src/lib/site-version";

// /version.json says what each form of a build reaches (npm run forms:check and the editor's Live read it):
// the services' names, never a setting's value.
const versionOf = async (site: string) => (await (await fetch(`${site}/version.json`)).json()) as SiteVersion;

describe("/version.json", () => {
  it("of a build with the forms' settings (.env.e2e): every form, and the service that brings it", async () => {
    const version = await versionOf(inject("e2eUrl"));
    expect(version.forms).toEqual({
      career: "EmailJS, its file through Cloudinary",
      "course-inquiry": "EmailJS",
      enrolment: "EmailJS",
      "service-inquiry": "EmailJS",
    });
    expect(JSON.stringify(version)).not.toMatch(/test-(public-key|service|every-form|careers|cloud|unsigned)/);
  });

  it("of a build without them (npm run build for npm run preview): every form reaches no one", async () => {
    const { forms } = await versionOf(inject("baseUrl"));
    expect(Object.keys(forms ?? {}).sort()).toEqual(["career", "course-inquiry", "enrolment", "service-inquiry"]);
    expect(Object.values(forms ?? {})).toEqual([null, null, null, null]);
  });
});
