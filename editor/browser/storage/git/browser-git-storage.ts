import { Buffer } from "buffer";
import LightningFS from "@isomorphic-git/lightning-fs";
import type { HttpClient } from "isomorphic-git";
import web from "isomorphic-git/http/web";
import type { EditorStorage } from "../../../documents/storage-contract";
import { loadSiteRules } from "./load-site-rules";
import { gitEditorStorage } from "./git-editor-storage";
import { draftName, signOut, type GitLogin } from "./git-login";
import { gitStorage } from "./git-storage";

// isomorphic-git reads Buffer as a global, which browsers do not have.
globalThis.Buffer ??= Buffer;

/**
 * isomorphic-git's fetch, without the browser's own credentials: a git host answers a wrong login
 * with 401 and `WWW-Authenticate: Basic`, on which a browser would open its own sign-in prompt over
 * the editor. Without credentials it hands the 401 back, and the editor says what went wrong.
 */
const http: HttpClient = { request: (request) => web.request({ ...request, fetchOptions: { credentials: "omit" } }) };

/**
 * The editor's storage on the git host the author signed in to, from this browser: its copy of the
 * repository is kept in IndexedDB (lightning-fs), so a page change fetches only what is new. Throws
 * GitLoginError when the host refuses the login.
 */
export async function openGitStorage(login: GitLogin): Promise<EditorStorage> {
  const url = new URL(login.url, location.href).href;
  const git = gitStorage({
    fs: new LightningFS("page-editor"),
    http,
    gitdir: `/${encodeURIComponent(url)}.git`,
    url,
    login: { username: login.username, password: login.password },
    author: { name: login.name, email: login.email },
  });
  await git.open();
  return gitEditorStorage({ git, draft: draftName(login.username), rules: loadSiteRules, signOut });
}
