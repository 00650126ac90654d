import { SITE_VERSION_FILE, type SiteVersion } from "../../../../src/runtime/site-version";

/** How often the live site is asked, at first and at most; after how long the editor stops asking. */
const FIRST_LOOK_MS = 1_000;
const LONGEST_GAP_MS = 10_000;
const GIVE_UP_MS = 20 * 60_000;

/**
 * Resolves with the live site's /version.json once it serves `commit` (it names it), undefined after 20
 * minutes without it or when `signal` aborts. Asks often at first, then less (a build takes half a minute
 * here, minutes on some hosts).
 */
export async function waitUntilLive(
  commit: string,
  { signal, fetchFrom = fetch }: { signal?: AbortSignal; fetchFrom?: typeof fetch } = {},
): Promise<SiteVersion | undefined> {
  const until = Date.now() + GIVE_UP_MS;
  let gap = FIRST_LOOK_MS;
  while (!signal?.aborted && Date.now() < until) {
    const live = await liveVersion(fetchFrom);
    if (live?.commit === commit) return live;
    await new Promise((resolve) => setTimeout(resolve, gap));
    gap = Math.min(gap * 1.5, LONGEST_GAP_MS);
  }
  return undefined;
}

/**
 * What the live site says of its build, read from its /version.json past every cache (the browser's, and
 * a CDN's that honours no-store); undefined while the site has none or cannot be reached.
 */
async function liveVersion(fetchFrom: typeof fetch = fetch): Promise<SiteVersion | undefined> {
  try {
    const answer = await fetchFrom(`${SITE_VERSION_FILE}?at=${Date.now()}`, { cache: "no-store" });
    if (!answer.ok) return undefined;
    const { commit, builtAt, forms } = (await answer.json()) as Partial<SiteVersion>;
    if (typeof commit !== "string" || !commit) return undefined;
    return { commit, builtAt: String(builtAt ?? ""), forms: forms && typeof forms === "object" ? forms : undefined };
  } catch {
    return undefined;
  }
}
