import { buildFixtureSite, FIXTURE_SITE } from "../lib/fixture-site/build-fixture-site.ts";

// npm run build:fixture: the site as staff grow it (generated courses, courses written as their authors
// would, camera photos), built with no form settings into dist-fixture/dist/ (scripts/lib/fixture-site/),
// for the tests that need more than today's pages and for the bench's picture bytes.
const start = performance.now();
await buildFixtureSite();
console.log(`fixture site built into ${FIXTURE_SITE} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
