import { buildPhotoSite, PHOTO_DIST } from "../lib/photo-site/build-photo-site.ts";

// npm run build:photos: the site with camera photos on its home page and a course card, built into
// dist-photos/ (scripts/lib/photo-site/), for the bench's picture bytes and the browser tests.
const start = performance.now();
await buildPhotoSite();
console.log(`photo site built into ${PHOTO_DIST} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
