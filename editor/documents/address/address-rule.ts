import type { AddressRule } from "../site-copy.ts";

/** The page schema's rule for an address, the one truth of how one is written. */
export function addressRuleIn(pageSchema: unknown): AddressRule {
  return (pageSchema as { definitions: { path: AddressRule } }).definitions.path;
}
