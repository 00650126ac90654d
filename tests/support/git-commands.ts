import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

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

/** The address git itself clones from, with the account in it. */
export const addressWithLogin = (serverUrl: string, { username, password }: { username: string; password: string }) =>
  `http://${username}:${encodeURIComponent(password)}@${serverUrl.slice("http://".length)}/site.git`;
