import { execFileSync } from "node:child_process";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { CONTENT_FOLDERS, kindOfChange, type ChangeKind } from "./what-changes-affect.ts";

export interface Scope {
  /** Content: the content checks of what changed. Code: everything. */
  kind: ChangeKind;
  /** The files changed since the ref (none when git could not compare). */
  files: string[];
  /** Why, in a sentence. */
  why: string;
}

/** What a change since `ref` needs checked; when git cannot tell what changed, everything. */
export function decideScope(ref: string): Scope {
  let files: string[];
  try {
    files = changedFiles(ref);
  } catch (error) {
    const said = String((error as { stderr?: string }).stderr || error).split("\n")[0];
    return { kind: "code", files: [], why: `git cannot compare with ${ref} (${said}): everything runs.` };
  }
  const code = files.filter((file) => kindOfChange(file) === "code");
  const count = `${files.length} file${files.length === 1 ? "" : "s"} changed since ${ref}`;
  if (code.length > 0) {
    const named = code.slice(0, 5).join(", ") + (code.length > 5 ? ` and ${code.length - 5} more` : "");
    return { kind: "code", files, why: `${count}; besides content, ${named}: everything runs.` };
  }
  const folders = CONTENT_FOLDERS.join(", ");
  return {
    kind: "content",
    files,
    why: `${count}, all content (${folders}): validate, build, and the route checks of what it affects.`,
  };
}

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: PROJECT_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/**
 * Every file that differs from `ref` in this checkout: committed since, changed and not committed,
 * and new files git does not ignore; a moved file counts as its old and its new path.
 */
function changedFiles(ref: string): string[] {
  git("rev-parse", "--verify", `${ref}^{commit}`);
  const lines = [
    ...git("diff", "--name-only", "--no-renames", ref).split("\n"),
    ...git("ls-files", "--others", "--exclude-standard").split("\n"),
  ];
  return [...new Set(lines.filter(Boolean))].sort();
}
