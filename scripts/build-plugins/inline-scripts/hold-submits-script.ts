import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { HELD_SENDING } from "../../../src/forms/sending.ts";

const TABLE_PLACE = "/* HELD_SENDING */ {}";
const source = readFileSync(new URL("../../../src/app/boot/hold-submits.inline.js", import.meta.url), "utf8");
if (!source.includes(TABLE_PLACE))
  throw new Error(`hold-submits.inline.js has lost its place for the table: ${TABLE_PLACE}`);

/**
 * The one script every pre-rendered page carries inline, first in its <head>: it holds a form sent
 * before its code has arrived (src/app/boot/hold-submits.inline.js), following the held part of the
 * sending machine's table, written into it here.
 */
export const HOLD_SUBMITS_SCRIPT = source.replace(TABLE_PLACE, JSON.stringify(HELD_SENDING)).trim();

/** Its hash, which the pages' Content-Security-Policy allows by name (script-src stays 'self'). */
export const HOLD_SUBMITS_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(HOLD_SUBMITS_SCRIPT).digest("base64")}'`;
