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
 * What a self-hosted server's deploy hook says as it starts to build (scripts/commands/git-hook/deploy/),
 * which the page editor reads in the push's output to show the author that the site is being built.
 */
export const BUILDING_SAID = "Building the site";

/** What it says when the site was not updated (a build that failed), before its reasons: the editor shows them. */
export const NOT_UPDATED_SAID = "The site was NOT updated";
