import { execFileSync } from "node:child_process";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: PROJECT_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/**
 * Every file that differs from `ref` in this checkout: committed since, changed and not committed,
 * and new files git does not ignore; a moved file counts as its old and its new path.
 */
export function changedFiles(ref: string): string[] {
  git("rev-parse", "--verify", `${ref}^{commit}`);
  const lines = [
    ...git("diff", "--name-only", "--no-renames", ref).split("\n"),
    ...git("ls-files", "--others", "--exclude-standard").split("\n"),
  ];
  return [...new Set(lines.filter(Boolean))].sort();
}
