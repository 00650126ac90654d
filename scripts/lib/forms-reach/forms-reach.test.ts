import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMS_DIR } from "../../content-layout/content-layout.ts";
import { copySite } from "../copy-site.ts";
import { PROJECT_ROOT } from "../project-root.ts";
import { checkForms, formsIn, refusalOf, unreachedForms, whereSettingsGo } from "./forms-reach.ts";

const FORMS = formsIn(join(PROJECT_ROOT, FORMS_DIR));
const EVERY_SETTING = {
  VITE_EMAILJS_PUBLIC_KEY: "key",
  VITE_EMAILJS_SERVICE_ID: "service",
  VITE_EMAILJS_TEMPLATE_ID: "every-form",
  VITE_CLOUDINARY_CLOUD_NAME: "cloud",
  VITE_CLOUDINARY_UPLOAD_PRESET: "preset",
};

describe("unreachedForms", () => {
  it("with the shared template and the upload's settings, every form of the site reaches the company", () => {
    expect(FORMS.length).toBeGreaterThan(1);
    expect(unreachedForms(EVERY_SETTING, FORMS)).toEqual([]);
  });

  it("without the upload's settings, the form with a file is the one left without a way, said by name", () => {
    const { VITE_CLOUDINARY_CLOUD_NAME: _, ...env } = EVERY_SETTING;
    const unreached = unreachedForms(env, FORMS);
    expect(unreached).toEqual([{ id: "career", name: "job application", missing: ["VITE_CLOUDINARY_CLOUD_NAME"] }]);
    expect(refusalOf(unreached, FORMS.length, whereSettingsGo({}))).toBe(
      "The site was not built: VITE_CLOUDINARY_CLOUD_NAME is not set, so the job application would reach no one; set it in .env.production beside package.json (.env.example lists them), or in the build's environment, then build again.",
    );
  });
});

describe("whereSettingsGo", () => {
  it("names the place each host takes a build's settings from", () => {
    expect(whereSettingsGo({ SITE_DEPLOY_FOLDER: "/srv/site" })).toBe(
      "in /srv/site/site.env on the server, one NAME=value a line",
    );
    expect(whereSettingsGo({ GITHUB_ACTIONS: "true" })).toMatch(/^as variables of the repository on GitHub \(Settings/);
    expect(whereSettingsGo({ GITLAB_CI: "true" })).toMatch(/^as CI\/CD variables of the project on GitLab/);
  });
});

describe("checkForms", () => {
  // A site with this one's forms and no settings (none in its .env files; none in this environment's VITE_*).
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "forms-reach-"));
    cpSync(join(PROJECT_ROOT, FORMS_DIR), join(root, FORMS_DIR), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("refuses a production build, and only notes where a build for this computer sends its forms", () => {
    expect(checkForms(root, { NODE_ENV: "production", GITHUB_ACTIONS: "true" })).toEqual({
      refusal: expect.stringMatching(
        /^The site was not built: VITE_EMAILJS_PUBLIC_KEY, .* are not set, so every form on the site would reach no one; set them as variables of the repository on GitHub/,
      ),
    });
    expect(checkForms(root, { NODE_ENV: "test" })).toEqual({
      note: expect.stringContaining("every form on the site will post to the local outbox"),
    });
  });
});

describe("npm run build:site as a deploy runs it", () => {
  it("stops at its first step when the forms would reach no one: nothing built, the sentence said", () => {
    const copy = copySite("forms-refused-");
    try {
      // Without this checkout's .env files, whatever a developer put there.
      for (const file of readdirSync(copy).filter((name) => name.startsWith(".env"))) rmSync(join(copy, file));
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")));
      const run = spawnSync("npm", ["run", "-s", "build:site"], {
        cwd: copy,
        env: { ...env, NODE_ENV: "production" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("The site was not built: VITE_EMAILJS_PUBLIC_KEY, ");
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(join(copy, "dist"))).toBe(false);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
