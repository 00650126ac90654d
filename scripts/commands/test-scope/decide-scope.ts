import { execFileSync } from "node:child_process";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { areaOf } from "./code-areas.ts";
import { CONTENT_FOLDERS, kindOfChange, type ChangeKind } from "./what-changes-affect.ts";

export interface Scope {
  /** Content: the content checks of what changed. Code: everything, or the checks of its areas (inAreas). */
  kind: ChangeKind;
  /** A code change all of whose files are in known areas of the code (code-areas.ts), and no content. */
  inAreas?: boolean;
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
    const outside = code.length < files.length ? code : code.filter((file) => !areaOf(file));
    if (outside.length === 0)
      return { kind: "code", inAreas: true, files, why: `${count}, all in known areas of the code: their checks.` };
    const named = outside.slice(0, 5).join(", ") + (outside.length > 5 ? ` and ${outside.length - 5} more` : "");
    const what = code.length < files.length ? "content and code together" : "in no known area of the code";
    return { kind: "code", files, why: `${count}; ${named} ${what}: everything runs.` };
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
