import { describe, expect, inject, it } from "vitest";
import type { SiteVersion } from "../../src/runtime/site-version";

// /version.json says what each form of a build reaches (npm run forms:check and the editor's Live read it):
// the services' names, never a setting's value.
const versionOf = async (site: string) => (await (await fetch(`${site}/version.json`)).json()) as SiteVersion;

describe("/version.json", () => {
  it("of a build with the forms' settings (as a deploy builds, npm run build:tested): every form, and the service that brings it", async () => {
    const version = await versionOf(inject("baseUrl"));
    expect(version.forms).toEqual({
      career: "EmailJS, its file through Cloudinary",
      "course-inquiry": "EmailJS",
      enrolment: "EmailJS",
      "service-inquiry": "EmailJS",
    });
    expect(JSON.stringify(version)).not.toMatch(/test-(public-key|service|every-form|careers|cloud|unsigned)/);
  });

  it("of a build without them (npm run build for npm run preview, as the fixture site): every form reaches no one", async () => {
    const { forms } = await versionOf(inject("fixtureUrl"));
    expect(Object.keys(forms ?? {}).sort()).toEqual(["career", "course-inquiry", "enrolment", "service-inquiry"]);
    expect(Object.values(forms ?? {})).toEqual([null, null, null, null]);
  });
});
