import type { IncomingMessage } from "node:http";

/**
 * The request body, or "too large" as soon as it passes `limit` bytes. Past the limit nothing more is
 * kept: Node discards the rest once the reply is sent, so the client still reads the refusal (closing
 * the connection instead could cut it off mid-send, before it reads the answer).
 */
export function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer | "too large"> {
  if (Number(req.headers["content-length"]) > limit) return Promise.resolve("too large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData).off("end", onEnd).resume();
      chunks.length = 0;
      resolve("too large");
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on("data", onData).on("end", onEnd).on("error", reject);
  });
}
