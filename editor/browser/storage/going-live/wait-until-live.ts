import { liveCommit } from "./live-commit";

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
