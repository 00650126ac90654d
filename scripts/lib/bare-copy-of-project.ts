import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "./project-root.ts";

/**
 * A bare copy of this project's last commit in root/site.git, its branch named main, serving partial
 * fetches as `npm run git-hook:install` sets it to: the git server of the editor's tests and bench. The
 * project may be on any branch or on none (a git host checks a pull request out as a commit, not a
 * branch): main is the commit it has checked out.
 */
export function bareCopyOfProject(root: string): string {
  const bare = join(root, "site.git");
  execFileSync("git", ["clone", "-q", "--bare", "--no-local", PROJECT_ROOT, bare], { stdio: "pipe" });
  const git = (...args: string[]) => execFileSync("git", ["--git-dir", bare, ...args], { encoding: "utf8" }).trim();
  git("update-ref", "refs/heads/main", git("rev-parse", "HEAD"));
  git("symbolic-ref", "HEAD", "refs/heads/main");
  git("config", "uploadpack.allowFilter", "true");
  return bare;
}
