/** Where a built site says which commit it was built from (scripts/commands/prerender/write-version.ts). */
export const SITE_VERSION_FILE = "/version.json";

/** What /version.json holds: the full commit the live site was built from, and when. */
export interface SiteVersion {
  commit: string;
  builtAt: string;
  /**
   * Each form of the site (by id) and, in words, the services that bring it to the company ("EmailJS");
   * null where none does (its settings missing: it posts to the local outbox of `npm run preview` alone).
   * Names of services, never a setting's value. Absent from builds made before it was written.
   */
  forms?: Record<string, string | null>;
}

/** The forms of a live site that reach no one, by id, as its /version.json says. */
export const formsReachingNoOne = (version: Pick<SiteVersion, "forms">): string[] =>
  Object.entries(version.forms ?? {})
    .filter(([, services]) => services === null)
    .map(([id]) => id);

/**
 * Where a self-hosted server's deploy (scripts/commands/git-hook/deploy/) says how its builds stand, served
 * beside /version.json: the page editor follows a Publish through it, step by step, as the server takes it.
 */
export const DEPLOY_STATUS_FILE = "/deploy-status.json";

/** What /deploy-status.json holds: the build the server is at, or its last. Times are ISO 8601. */
export type DeployStatus =
  /** Building `commit` since `since`; `live`: the commit visitors see meanwhile. */
  | { state: "building"; commit: string; since: string; live?: string }
  /** `commit` is served, built in `seconds`. */
  | { state: "live"; commit: string; at: string; seconds: number }
  /** The build of `commit` failed (`why`: its last words); visitors still see `live`. */
  | { state: "failed"; commit: string; at: string; why: string; live?: string };

/** What the deploy says as it starts to build, where a person reads it (the install, the build's log). */
export const BUILDING_SAID = "Building the site";

/** What it says when the site was not updated (a build that failed), before its reasons. */
export const NOT_UPDATED_SAID = "The site was NOT updated";
