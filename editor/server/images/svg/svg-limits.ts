/**
 * How large an uploaded SVG may be inside, far above any picture the site draws (a card picture
 * nests 5 deep, has about 40 elements, and at most 8 attributes on one): a file past these is
 * refused before it is parsed into a tree, since a tree thousands of levels deep, or an element with
 * thousands of attributes, takes minutes to build and check.
 */
export const SVG_LIMITS = { depth: 100, elements: 10_000, attributes: 200 } as const;

/** How long rebuilding one SVG may take before it is given up on, so a slow one cannot hold the server. */
export const SVG_REBUILD_MS = 10_000;
