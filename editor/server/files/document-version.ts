import { createHash } from "node:crypto";

/** A file's version: a hash of its bytes, so any change on disk, even of one space, is noticed. */
export function documentVersion(bytes: string | Buffer): string {
  return createHash("sha256").update(bytes).digest("base64url");
}
