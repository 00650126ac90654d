import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FORM_SETTINGS, OWN_TEMPLATE_SETTING } from "../src/forms/transports/config";

// Every deploy path carries the forms' settings, and builds as a deploy (NODE_ENV=production), which
// refuses a site whose forms would reach no one (scripts/lib/forms-reach/).
const ROOT = join(import.meta.dirname, "..");
const EVERY_SETTING = [...Object.values(FORM_SETTINGS), ...Object.values(OWN_TEMPLATE_SETTING)];

describe("the deploy paths", () => {
  it("GitHub: the deploy job builds as a deploy, with each of the forms' settings from the repository's Actions variables", () => {
    const workflow = readFileSync(join(ROOT, ".github/workflows/site.yml"), "utf8");
    const deploy = workflow.slice(workflow.indexOf("\n  deploy:"));
    const build = deploy.slice(deploy.indexOf("- run: npm run build"));
    expect(build).toMatch(/^- run: npm run build\n\s+env:\n\s+NODE_ENV: production\n/);
    for (const name of EVERY_SETTING) expect(build).toContain(`${name}: \${{ vars.${name} }}`);
  });

  it("GitLab: the pages job builds as a deploy, the settings being the project's CI/CD variables", () => {
    const pipeline = readFileSync(join(ROOT, ".gitlab-ci.yml"), "utf8");
    const pages = pipeline.slice(pipeline.indexOf("\npages:"));
    expect(pages.slice(0, pages.indexOf("script:"))).toMatch(/\n\s+NODE_ENV: production\n/);
  });

  it("every setting is in .env.example, for an owner to copy", () => {
    const example = readFileSync(join(ROOT, ".env.example"), "utf8");
    for (const name of EVERY_SETTING) expect(example).toMatch(new RegExp(`^${name}=`, "m"));
  });
});
