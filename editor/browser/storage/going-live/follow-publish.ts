import {
  DEPLOY_STATUS_FILE,
  SITE_VERSION_FILE,
  type DeployStatus,
  type SiteVersion,
} from "../../../../src/runtime/site-version";

/** How often the site is asked while a Publish is followed: every second for the first minutes, then less. */
const LOOK_EVERY_MS = 1_000;
const LOOK_LATER_MS = 5_000;
const LATER_AFTER_MS = 3 * 60_000;
const GIVE_UP_MS = 20 * 60_000;

/** How following a published commit ended. */
export type Followed =
  /** The live site serves it: its /version.json names it. */
  | { kind: "live"; version: SiteVersion }
  /** The server's build of it failed, in the server's words: visitors still see the site as it was. */
  | { kind: "failed"; said: string }
  /** Neither after 20 minutes. */
  | { kind: "not-seen" };

/**
 * Follows a commit just published until the live site serves it. A self-hosted server says in
 * /deploy-status.json when its build of the commit starts (`onBuilding`, with the time it started) and
 * whether it failed; the live site's /version.json naming the commit is Live, within a second or two of
 * its serving it. A host that keeps no deploy status is followed by /version.json alone, its build taken
 * as under way. Undefined when `signal` aborts.
 */
export async function followPublish(
  commit: string,
  {
    signal,
    fetchFrom = fetch,
    onBuilding = () => {},
  }: { signal?: AbortSignal; fetchFrom?: typeof fetch; onBuilding?: (since?: string) => void } = {},
): Promise<Followed | undefined> {
  const started = Date.now();
  let statusKept = true;
  while (!signal?.aborted && Date.now() - started < GIVE_UP_MS) {
    const live = await liveVersion(fetchFrom);
    if (signal?.aborted) return undefined;
    if (live?.commit === commit) return { kind: "live", version: live };
    if (statusKept) {
      const status = await deployStatus(fetchFrom);
      if (status === null) {
        statusKept = false;
        onBuilding();
      } else if (status?.commit === commit) {
        if (status.state === "failed") return { kind: "failed", said: status.why };
        onBuilding(status.state === "building" ? status.since : undefined);
      }
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Date.now() - started < LATER_AFTER_MS ? LOOK_EVERY_MS : LOOK_LATER_MS),
    );
  }
  return signal?.aborted ? undefined : { kind: "not-seen" };
}

/** A file of the live site, past every cache (the browser's, and a CDN's that honours no-store). */
const fresh = (fetchFrom: typeof fetch, file: string) => fetchFrom(`${file}?at=${Date.now()}`, { cache: "no-store" });

/** What the live site says of its build (/version.json); undefined while it has none or cannot be reached. */
export async function liveVersion(fetchFrom: typeof fetch = fetch): Promise<SiteVersion | undefined> {
  try {
    const answer = await fresh(fetchFrom, SITE_VERSION_FILE);
    if (!answer.ok) return undefined;
    const { commit, builtAt, forms } = (await answer.json()) as Partial<SiteVersion>;
    if (typeof commit !== "string" || !commit) return undefined;
    return { commit, builtAt: String(builtAt ?? ""), forms: forms && typeof forms === "object" ? forms : undefined };
  } catch {
    return undefined;
  }
}

/**
 * How the server's builds stand (/deploy-status.json): null where the host keeps no such file (it
 * answers something else), undefined while it cannot be reached.
 */
async function deployStatus(fetchFrom: typeof fetch): Promise<DeployStatus | null | undefined> {
  let answer: Response;
  try {
    answer = await fresh(fetchFrom, DEPLOY_STATUS_FILE);
  } catch {
    return undefined;
  }
  const json = (answer.headers.get("Content-Type") ?? "").includes("json");
  if (answer.status === 404 || (answer.ok && !json)) return null;
  if (!answer.ok) return undefined;
  const status = (await answer.json().catch(() => null)) as Partial<DeployStatus> | null;
  return typeof status?.commit === "string" && typeof status.state === "string" ? (status as DeployStatus) : null;
}
