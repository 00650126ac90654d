import * as fs from "node:fs";
import { join } from "node:path";
import http from "isomorphic-git/http/node";
import type { GitHttpServer } from "../../../../tests/support/git-http-server";
import { gitStorage, type GitStorageOptions } from "./git-storage";
import type { SiteRules } from "./branch-copy";
import { cardArt } from "../../../../scripts/commands/images/card";
import { PROJECT_ROOT } from "../../../../scripts/lib/project-root";
import { iconNames } from "../../../../scripts/validator/icon-sets";
import { createSchemaChecker } from "../../../../scripts/validator/schema-files";

/** The author of the tests' saves, with her account on the test git server. */
export const ACCOUNT = { username: "sita", password: "right horse battery" };
export const AUTHOR = { name: "Sita Sharma", email: "sita@example.com" };

let copies = 0;

/** A git storage as a browser would have it, in Node: a copy of its own under root, of the server's site.git. */
export function testGitStorage(server: GitHttpServer, root: string, overrides: Partial<GitStorageOptions> = {}) {
  copies += 1;
  return gitStorage({
    fs,
    http,
    gitdir: join(root, `browser-${copies}.git`),
    url: `${server.url}/site.git`,
    login: ACCOUNT,
    author: AUTHOR,
    ...overrides,
  });
}

const checker = createSchemaChecker();

/** What the editor's build carries for a git storage (the schemas, the icon names, the card drawing), read in Node. */
export const siteRulesInNode: SiteRules = {
  schemaChecker: () => checker,
  addressRule: () =>
    (
      JSON.parse(fs.readFileSync(join(PROJECT_ROOT, "schema/page.schema.json"), "utf8")) as {
        definitions: { path: never };
      }
    ).definitions.path,
  iconNames,
  drawCard: async (title: string, kind: "course" | "service", marks: readonly string[]) => cardArt(title, kind, marks),
};
