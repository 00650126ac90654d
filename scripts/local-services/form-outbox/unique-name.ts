import { randomUUID } from "node:crypto";

/**
 * A file name no other submission can take, however many arrive in the same millisecond: the time
 * first, so a folder listing reads in order of arrival, then a random UUID, then `suffix`.
 */
export function uniqueName(suffix: string): string {
  return `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}-${suffix}`;
}
