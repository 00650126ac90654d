import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { SITE_VERSION_FILE, type SiteVersion } from "../../../src/runtime/site-version.ts";

/**
 * The commit this build was made from: what the deploy says it builds (SITE_COMMIT, as the git
 * server's deploy hook sets it for a folder that is not a checkout), the CI's own (GitHub, GitLab),
 * else the checkout's HEAD. Empty when there is none (a copy with no history).
 */
export function builtCommit(): string {
  const named = process.env.SITE_COMMIT || process.env.GITHUB_SHA || process.env.CI_COMMIT_SHA;
  if (named) return named;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: PROJECT_ROOT, encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "";
  }
}

/**
 * dist/version.json: the commit the site was built from, which the page editor reads (bypassing every
 * cache) to tell an author that what they published is live, and whether each form reaches the company
 * (`npm run forms:check -- <site>` reads it too).
 */
export function writeVersion(dist: string, commit: string, forms: SiteVersion["forms"]): SiteVersion {
  const version: SiteVersion = { commit, builtAt: new Date().toISOString(), forms };
  writeFileSync(join(dist, SITE_VERSION_FILE.slice(1)), `${JSON.stringify(version)}\n`);
  return version;
}
