// Git's pkt-line framing (gitprotocol-common): each line is its length in four hex digits (the four
// included), then its bytes; "0000" ends a message (flush) and "0001" ends a section (delim).

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A packet read from a message: its bytes, or where a section or the message ends. */
export type Packet = Uint8Array | "flush" | "delim" | "response-end";

export const FLUSH = encoder.encode("0000");
export const DELIM = encoder.encode("0001");

/** One line as a packet; a line of text ends with a newline. */
export function packetLine(text: string): Uint8Array {
  const bytes = encoder.encode(`${text}\n`);
  const length = (bytes.length + 4).toString(16).padStart(4, "0");
  return joinBytes([encoder.encode(length), bytes]);
}

/** The packets of a whole message, in order. Throws on a length no git server would send. */
export function* packets(message: Uint8Array): Generator<Packet> {
  let at = 0;
  while (at < message.length) {
    const length = Number.parseInt(decoder.decode(message.subarray(at, at + 4)), 16);
    if (Number.isNaN(length) || at + 4 > message.length) throw new Error("The git server's answer was cut short.");
    if (length < 4) {
      yield length === 0 ? "flush" : length === 1 ? "delim" : "response-end";
      at += 4;
      continue;
    }
    if (at + length > message.length) throw new Error("The git server's answer was cut short.");
    yield message.subarray(at + 4, at + length);
    at += length;
  }
}

/** A packet's text without its newline. */
export const packetText = (packet: Uint8Array) => decoder.decode(packet).replace(/\n$/, "");

export function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
