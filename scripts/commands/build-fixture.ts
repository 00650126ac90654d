import { buildFixtureSite, FIXTURE_SITE } from "../lib/fixture-site/build-fixture-site.ts";

// npm run build:fixture: the site as staff grow it (generated courses, courses written as their authors
// would, camera photos), built with no form settings into dist-fixture/dist/ (scripts/lib/fixture-site/),
// for the tests that need more than today's pages and for the bench's picture bytes.
const start = performance.now();
try {
  await buildFixtureSite();
  console.log(`fixture site built into ${FIXTURE_SITE} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
} catch (error) {
  // The build's own words are above; a scaffold's refusal is the error's message.
  console.error(
    `✖ The fixture site was not built: ${(error as Error).message.split("\n")[0]}. Fix what is said above, then run npm run build:fixture again.`,
  );
  process.exitCode = 1;
}
