import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { committingAs } from "../../../tests/support/git-commands.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { siteSettingsFile } from "./deploy/deploy-site.ts";
import { TEST_FORM_SETTINGS } from "../../lib/test-form-settings.ts";

/** An author committing with git itself. */
export const AUTHOR_ENV = committingAs("Sita Sharma", "sita@example.com");

/** Runs git as the author and answers what it printed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: AUTHOR_ENV, encoding: "utf8" }).trim();

/** A bare repository, root/site.git, whose main holds one commit: this project's pages/ and public/. */
export function bareSiteRepository(root: string): string {
  const work = join(root, "work");
  for (const folder of ["pages", "public"]) cpSync(join(PROJECT_ROOT, folder), join(work, folder), { recursive: true });
  git(work, "init", "-q", "-b", "main");
  git(work, "add", ".");
  git(work, "commit", "-q", "-m", "The site");
  const bare = join(root, "site.git");
  git(root, "clone", "-q", "--bare", work, bare);
  return bare;
}

/** Runs npm run git-hook:install with these arguments, as a site owner would on the server. */
export const installHooksArgs = (...args: string[]) => [
  join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"),
  "scripts/commands/git-hook/install.ts",
  ...args,
];

/**
 * A deploy folder whose cache/ (what its builds keep for the next) is `caches`, as a server's is after
 * builds before: tests that deploy share one, so only the first build draws every share card and picture.
 */
export function deployFolderCachingIn(folder: string, caches: string): string {
  mkdirSync(folder, { recursive: true });
  mkdirSync(caches, { recursive: true });
  symlinkSync(caches, join(folder, "cache"));
  return folder;
}

/**
 * The deploy folder's site.env as its owner writes it (docs/editor-on-a-static-host.md), with the browser
 * tests' form settings (tests/form-settings.env: fake, public, and their services intercepted): every form
 * reaches its service, so a deploy builds.
 */
export function withFormSettings(folder: string): string {
  mkdirSync(folder, { recursive: true });
  copyFileSync(TEST_FORM_SETTINGS, siteSettingsFile(folder));
  return folder;
}
