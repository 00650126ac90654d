import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * The one script every pre-rendered page carries inline, first in its <head>: it holds a form sent
 * before its code has arrived (src/app/boot/hold-submits.inline.js).
 */
export const HOLD_SUBMITS_SCRIPT = readFileSync(
  new URL("../../../src/app/boot/hold-submits.inline.js", import.meta.url),
  "utf8",
).trim();

/** Its hash, which the pages' Content-Security-Policy allows by name (script-src stays 'self'). */
export const HOLD_SUBMITS_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(HOLD_SUBMITS_SCRIPT).digest("base64")}'`;
