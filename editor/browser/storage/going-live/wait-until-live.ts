import { SITE_VERSION_FILE, type SiteVersion } from "../../../../src/lib/site-version";

/** How often the live site is asked, at first and at most; after how long the editor stops asking. */
const FIRST_LOOK_MS = 1_000;
const LONGEST_GAP_MS = 10_000;
const GIVE_UP_MS = 20 * 60_000;

/**
 * Resolves true once the live site serves `commit` (its /version.json names it), false after 20 minutes
 * without it or when `signal` aborts. Asks often at first, then less (a build takes half a minute here,
 * minutes on some hosts).
 */
export async function waitUntilLive(
  commit: string,
  { signal, fetchFrom = fetch }: { signal?: AbortSignal; fetchFrom?: typeof fetch } = {},
): Promise<boolean> {
  const until = Date.now() + GIVE_UP_MS;
  let gap = FIRST_LOOK_MS;
  while (!signal?.aborted && Date.now() < until) {
    if ((await liveCommit(fetchFrom)) === commit) return true;
    await new Promise((resolve) => setTimeout(resolve, gap));
    gap = Math.min(gap * 1.5, LONGEST_GAP_MS);
  }
  return false;
}

/**
 * The commit the live site was built from, read from its /version.json past every cache (the
 * browser's, and a CDN's that honours no-store); undefined while the site has none or cannot be reached.
 */
async function liveCommit(fetchFrom: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const answer = await fetchFrom(`${SITE_VERSION_FILE}?at=${Date.now()}`, { cache: "no-store" });
    if (!answer.ok) return undefined;
    const { commit } = (await answer.json()) as Partial<SiteVersion>;
    return typeof commit === "string" && commit ? commit : undefined;
  } catch {
    return undefined;
  }
}
