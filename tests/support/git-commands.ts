import { execFile, execFileSync } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { PROJECT_ROOT } from "../../scripts/lib/project-root";

/** The environment of someone committing with git itself, with none of this machine's git settings. */
export const committingAs = (name: string, email: string) => ({
  ...process.env,
  GIT_AUTHOR_NAME: name,
  GIT_AUTHOR_EMAIL: email,
  GIT_COMMITTER_NAME: name,
  GIT_COMMITTER_EMAIL: email,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
});

/** Someone other than the editor's author. */
export const SOMEONE_ELSE = committingAs("Someone Else", "else@example.com");

/** Runs git and answers what it printed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: SOMEONE_ELSE, encoding: "utf8" }).trim();

/** Git over HTTP must not block this process: the server answering it runs here too. */
export const gitOverHttp = (cwd: string, ...args: string[]) =>
  promisify(execFile)("git", args, { cwd, env: SOMEONE_ELSE });

/**
 * A bare copy of this project's last commit in root/site.git, its branch named main, serving partial
 * fetches as `npm run git-hook:install` sets it to.
 */
export function bareCopyOfProject(root: string): string {
  const bare = join(root, "site.git");
  git(root, "clone", "-q", "--bare", "--no-local", PROJECT_ROOT, bare);
  const branch = git(bare, "symbolic-ref", "--short", "HEAD");
  if (branch !== "main") git(bare, "branch", "-m", branch, "main");
  git(bare, "config", "uploadpack.allowFilter", "true");
  return bare;
}

/** The address git itself clones from, with the account in it. */
export const addressWithLogin = (serverUrl: string, { username, password }: { username: string; password: string }) =>
  `http://${username}:${encodeURIComponent(password)}@${serverUrl.slice("http://".length)}/site.git`;
