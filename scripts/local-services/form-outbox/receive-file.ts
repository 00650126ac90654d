import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { moveIntoPlace } from "./move-into-place.ts";
import type { Refusal } from "../../lib/refusal.ts";
import { REFUSALS } from "./refusals.ts";
import { temporaryNameFor, uniqueName } from "./file-names.ts";

export type Received = { saved: string } | { refused: Refusal };

interface WrittenPart {
  temporary: string;
  final: string;
  bytes: number;
  truncated: boolean;
}

/**
 * Streams the one file of a multipart request to a temporary name beside its final one, and renames
 * it only once it has arrived whole and within `limit` bytes: a refused, cut-off or malformed upload
 * leaves nothing behind.
 */
export function receiveFile(req: IncomingMessage, folder: string, limit: number): Promise<Received> {
  let parser: busboy.Busboy;
  try {
    // Busboy flags a file that reaches its limit exactly as truncated: one byte more accepts `limit` itself.
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limit + 1 } });
  } catch {
    return Promise.resolve({ refused: REFUSALS.noFile }); // not multipart at all
  }
  return new Promise((resolve, reject) => {
    let written: Promise<WrittenPart> | undefined;
    let settled = false;
    const settle = (outcome: () => Promise<Received>) => {
      if (settled) return;
      settled = true;
      outcome().then(resolve, reject);
    };
    parser.on("file", (_field, stream, info) => {
      written = writePart(stream, join(folder, uniqueName(safeFileName(info.filename))));
      // A write that fails (a full disk) ends the request at once: the parser would wait for it forever.
      written.catch((error: unknown) => {
        req.unpipe(parser).resume();
        settle(() => Promise.reject(error));
      });
    });
    parser.on("close", () => settle(() => keep(written)));
    parser.on("error", () => settle(() => discard(written)));
    req.on("close", () => {
      if (!req.complete) parser.destroy(new Error("The client went away mid-upload."));
    });
    req.pipe(parser);
  });
}

async function keep(written: Promise<WrittenPart> | undefined): Promise<Received> {
  const part = await written;
  if (!part) return { refused: REFUSALS.noFile };
  // A file input left empty still sends a part: no name, no bytes.
  if (part.truncated || part.bytes === 0) {
    await rm(part.temporary, { force: true });
    return { refused: part.truncated ? REFUSALS.uploadTooLarge : REFUSALS.noFile };
  }
  await moveIntoPlace(part.temporary, part.final);
  return { saved: basename(part.final) };
}

async function discard(written: Promise<WrittenPart> | undefined): Promise<Received> {
  const part = await written?.catch(() => undefined);
  if (part) await rm(part.temporary, { force: true });
  return { refused: REFUSALS.brokenUpload };
}

async function writePart(stream: Readable & { truncated?: boolean }, final: string): Promise<WrittenPart> {
  const temporary = temporaryNameFor(final);
  const file = createWriteStream(temporary, { flags: "wx", flush: true });
  try {
    await pipeline(stream, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { temporary, final, bytes: file.bytesWritten, truncated: stream.truncated === true };
}

function safeFileName(name: string | undefined): string {
  return basename(name || "upload").replace(/[^\w.-]/g, "_");
}
