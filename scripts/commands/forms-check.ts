import { formNameOf } from "../../src/forms/form-names.ts";
import { formsReachingNoOne, SITE_VERSION_FILE, type SiteVersion } from "../../src/runtime/site-version.ts";

// npm run forms:check -- <site address>: what the live site's build says of its forms (its /version.json):
// which reach the company, and by which service, and which reach no one. Exit 1 when one reaches no one;
// 2 when the site cannot tell (no answer, no such file, a build from before it named its forms).
const WAIT_MS = 15_000;
const MOST_BYTES = 64 * 1024;

const say = (line: string) => process.stdout.write(`${line}\n`);
function stop(sentence: string): never {
  process.stderr.write(`${sentence}\n`);
  process.exit(2);
}

const given = process.argv[2];
const site = (() => {
  try {
    const url = new URL(given ?? "");
    if (url.protocol === "http:" || url.protocol === "https:") return url;
  } catch {
    // said below
  }
  return stop("Name the site's address: npm run forms:check -- https://www.example.com");
})();

async function liveVersion(): Promise<Partial<SiteVersion>> {
  const address = new URL(SITE_VERSION_FILE, site);
  const answer = await fetch(address, { cache: "no-store", signal: AbortSignal.timeout(WAIT_MS) }).catch(
    (error: unknown) =>
      stop(
        `${site.origin} did not answer (${error instanceof Error ? error.message : String(error)}): is the address right, and the site up?`,
      ),
  );
  if (!answer.ok)
    stop(
      `${address} answered ${answer.status}: is this the site, deployed by one of its deploy paths (README, "Deploy")?`,
    );
  const text = await answer.text();
  if (text.length > MOST_BYTES) stop(`${address} is larger than a site's version file: is this the site?`);
  try {
    return JSON.parse(text) as Partial<SiteVersion>;
  } catch {
    return stop(`${address} is not the site's version file (not JSON): is this the site?`);
  }
}

const version = await liveVersion();
if (!version.forms || typeof version.forms !== "object")
  stop(
    `The site at ${site.origin} does not say what its forms reach (built before it did): deploy it again, then check.`,
  );
say(`The site at ${site.origin}, built from ${String(version.commit ?? "an unknown commit").slice(0, 12)}:`);
for (const [id, services] of Object.entries(version.forms))
  say(
    services
      ? `  the ${formNameOf(id)} reaches the company through ${services}.`
      : `  the ${formNameOf(id)} reaches NO ONE: its settings are missing where the site is built (README, "Forms: where submissions go").`,
  );
process.exitCode = formsReachingNoOne(version).length > 0 ? 1 : 0;
