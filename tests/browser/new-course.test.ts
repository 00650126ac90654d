import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "dist", "dist-ssr", ".git", "outbox", ".scratch"]);
const copy = mkdtempSync(join(tmpdir(), "site-"));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

it("a copied course file, with a new path and title, gets its own page and a card on /courses", () => {
  cpSync(ROOT, copy, { recursive: true, filter: (source) => !SKIP.has(source.slice(ROOT.length + 1).split("/")[0]) });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  const course = JSON.parse(readFileSync(join(ROOT, "pages/courses/frontend-development.json"), "utf8"));
  course.path = "/kubernetes-training";
  course.title = "Kubernetes";
  course.meta.title = "Kubernetes Course in Kathmandu | Yeti Bytes";
  writeFileSync(join(copy, "pages/courses/kubernetes-training.json"), JSON.stringify(course, null, 2));

  execFileSync("npm", ["run", "-s", "build"], {
    cwd: copy,
    stdio: "pipe",
    env: { ...process.env, NODE_ENV: "production" },
  });

  const page = readFileSync(join(copy, "dist/kubernetes-training/index.html"), "utf8");
  expect(page).toContain("<title>Kubernetes Course in Kathmandu | Yeti Bytes</title>");
  expect(page).toContain('<link rel="canonical" href="https://www.yetibytes.example/kubernetes-training" />');
  const courses = readFileSync(join(copy, "dist/courses/index.html"), "utf8");
  expect(courses).toContain('href="/kubernetes-training"');
  expect(courses).toMatch(/<h2[^>]*>Kubernetes<\/h2>/);
});
