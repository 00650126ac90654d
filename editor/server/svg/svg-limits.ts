/**
 * How large an uploaded SVG may be inside, far above any picture the site draws (a card picture
 * nests 5 deep and has about 40 elements): a file past these is refused before it is parsed into
 * a tree, since building a tree thousands of levels deep takes minutes.
 */
export const SVG_LIMITS = { depth: 100, elements: 10_000 } as const;

/** How long rebuilding one SVG may take before it is given up on, so a slow one cannot hold the server. */
export const SVG_REBUILD_MS = 10_000;
