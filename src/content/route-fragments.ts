import { stableHash } from "../lib/stable-hash.ts";

/**
 * The route table is split into fragments by a hash of the address, so a page fetches the fragment
 * of the address it goes to, never the whole table: a page's scripts weigh the same with 1,000
 * courses as with 27 (as Pagefind splits its index). At most this many routes per fragment.
 */
export const ROUTES_PER_FRAGMENT = 64;

/** How many fragments a table of this many addresses has. */
export function fragmentCount(addresses: number): number {
  return Math.max(1, Math.ceil(addresses / ROUTES_PER_FRAGMENT));
}

/** The fragment holding an address, by the site's one hash (the same in the build and the browser). */
export function fragmentOf(address: string, count: number): number {
  return Number.parseInt(stableHash(address).slice(-8), 16) % count;
}
