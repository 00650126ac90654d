// The first bytes of each image format we accept, so a renamed text file is not taken for a picture.
const SIGNATURES: { type: string; bytes: (number | null)[] }[] = [
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/gif", bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  { type: "image/webp", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** The image type a file's content shows it to be, or undefined when it is not an image we accept. */
export async function sniffImage(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => byte === null || head[i] === byte))?.type;
}
