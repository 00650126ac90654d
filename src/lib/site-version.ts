/** Where a built site says which commit it was built from (scripts/commands/prerender/write-version.ts). */
export const SITE_VERSION_FILE = "/version.json";

/** What /version.json holds: the full commit the live site was built from, and when. */
export interface SiteVersion {
  commit: string;
  builtAt: string;
}
