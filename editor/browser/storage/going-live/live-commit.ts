import { SITE_VERSION_FILE, type SiteVersion } from "../../../../src/lib/site-version";

/**
 * The commit the live site was built from, read from its /version.json past every cache (the
 * browser's, and a CDN's that honours no-store); undefined while the site has none or cannot be reached.
 */
export async function liveCommit(fetchFrom: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const answer = await fetchFrom(`${SITE_VERSION_FILE}?at=${Date.now()}`, { cache: "no-store" });
    if (!answer.ok) return undefined;
    const { commit } = (await answer.json()) as Partial<SiteVersion>;
    return typeof commit === "string" && commit ? commit : undefined;
  } catch {
    return undefined;
  }
}
