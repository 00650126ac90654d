import { slugOf } from "../../../scripts/commands/scaffold/slug-of.ts";

/**
 * The name an uploaded picture is saved under, before the extension its bytes call for: the name
 * it came with, without its extension, made a kebab-case slug the way page addresses are
 * ("Python Logo (1).PNG" gives "python-logo-1"). Empty when no letters or digits are left.
 */
export function imageSlug(given: string): string {
  return slugOf(given.replace(/\.[a-z0-9]{1,5}$/i, ""));
}
