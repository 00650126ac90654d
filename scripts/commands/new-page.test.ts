// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { runScript } from "../lib/run-script.fixture.ts";
import { validatePages } from "../validator/validate-pages.ts";

// Each case starts Node and tsx, which can take seconds on a busy machine.
const SLOW = { timeout: 60_000 };
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "new-page-cli-"));
  cpSync(join(PROJECT_ROOT, "pages"), join(root, "pages"), { recursive: true });
  cpSync(join(PROJECT_ROOT, "public/images"), join(root, "public/images"), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the script as `npm run new:...` does, against the temporary copy. */
const run = (...args: string[]) => runScript("scripts/commands/new-page.ts", [...args, "--root", root]);

describe("npm run new:course", () => {
  it("writes the course, says what to fill in next", SLOW, () => {
    const created = run("course", "Kubernetes Training");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Created pages/courses/kubernetes-training.json");
    expect(created.stdout).toMatch(/pages\/courses\/kubernetes-training\.json:\d+:\d+ {2}\/meta\/description/);
    expect(created.stdout).toContain('The card shows the mark "logos:kubernetes", found in the title');
    expect(created.stdout).toContain("npm run validate");
    expect(created.stdout).toContain("http://127.0.0.1:5173/kubernetes-training");
    expect(readFileSync(join(root, "pages/courses/kubernetes-training.json"), "utf8")).toContain('"kind": "course"');
    expect(readFileSync(join(root, "pages/courses/kubernetes-training.json"), "utf8")).toContain('"draft": true');
    expect(created.stdout).toContain("a draft: the built site leaves it out until it is published");
    expect(created.stdout).toContain('4. Publish: once every text is written, delete the line "draft": true');
  });

  it("starts its page in Nepali too when asked, which the validator takes as it is", SLOW, () => {
    const created = run("course", "Ansible Training", "--nepali");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain(
      "Started pages/ne/courses/ansible-training.json, the नेपाली page at /ne/ansible-training",
    );
    const translation = JSON.parse(readFileSync(join(root, "pages/ne/courses/ansible-training.json"), "utf8")) as {
      blocks: { type: string }[];
    };
    const english = JSON.parse(readFileSync(join(root, "pages/courses/ansible-training.json"), "utf8")) as {
      blocks: { type: string }[];
    };
    expect(translation.blocks).toEqual(english.blocks.map(({ type }) => ({ type })));
    const problems = validatePages(root).problems.filter((p) => p.file === "pages/ne/courses/ansible-training.json");
    expect(problems).toEqual([]);
  });

  it("says which mark to choose when the title names none", SLOW, () => {
    const created = run("course", "Business Writing");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('No card picture yet: it is drawn from the card\'s "logos", still to choose.');
    expect(created.stdout).toMatch(/pages\/courses\/business-writing\.json:\d+:\d+ {2}\/card\/logos\/0/);
    expect(created.stdout).toContain(
      'No word of the title names a technology mark: write one to three in the card\'s "logos"',
    );
    expect(created.stdout).toContain("then run npm run images to draw the card picture.");
  });

  it("exits 1 with a message, and leaves the file untouched, when the course exists", SLOW, () => {
    const file = join(root, "pages/courses/frontend-development.json");
    const before = readFileSync(file, "utf8");
    const refused = run("course", "Frontend Development");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("pages/courses/frontend-development.json already exists");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("gives the course a category that courses have, and refuses one they do not, writing nothing", SLOW, () => {
    const created = run("course", "Terraform Training", "--category", "Cloud, DevOps and Security");
    expect(created.status).toBe(0);
    const written = JSON.parse(readFileSync(join(root, "pages/courses/terraform-training.json"), "utf8")) as {
      category?: string;
    };
    expect(written.category).toBe("Cloud, DevOps and Security");

    const refused = run("course", "Pulumi Training", "--category", "Cloud and DevOps");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('No course has the category "Cloud and DevOps", so nothing was created.');
    expect(refused.stderr).toContain("Cloud, DevOps and Security; Data Science and AI;");
    expect(existsSync(join(root, "pages/courses/pulumi-training.json"))).toBe(false);

    const unknown = run("course", "Pulumi Training", "--categry", "Web Development");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--categry'");
    expect(unknown.stderr).toContain("Usage: npm run new:course");
  });

  it("exits 1 when no title is given", SLOW, () => {
    const refused = run("service");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('npm run new:service -- "Cloud Backup"');
  });
});
