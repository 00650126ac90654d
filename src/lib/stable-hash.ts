const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/**
 * A short, stable name for a text (64-bit FNV-1a, 16 hex digits): the same in the build and in the
 * browser, with no import, so a file named after what it was drawn from is found by both.
 */
export function stableHash(text: string): string {
  let value = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) value = ((value ^ BigInt(byte)) * PRIME) & MASK;
  return value.toString(16).padStart(16, "0");
}
