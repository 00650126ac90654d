import type { FormField } from "../generated/form";

// The first bytes of each kind of file we accept, so a renamed text file is taken for neither a picture nor a PDF.
const SIGNATURES: { type: string; bytes: (number | null)[] }[] = [
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/gif", bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  { type: "image/webp", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
  // %PDF-
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** What a file field takes (its "accept"): pictures, or a PDF or a picture (a CV). */
export type FileAccept = NonNullable<FormField["accept"]>;

const TAKES: Record<FileAccept, (type: string) => boolean> = {
  image: (type) => type.startsWith("image/"),
  "pdf-or-image": () => true,
};

/** What the file picker offers first, for each kind of field. */
export const PICKER_ACCEPTS: Record<FileAccept, string> = {
  image: "image/*",
  "pdf-or-image": "application/pdf,.pdf,image/*",
};

/** The type a file's content shows it to be, or undefined when it is not one the field takes. */
export async function sniffFile(file: Blob, accept: FileAccept): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const type = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => byte === null || head[i] === byte))?.type;
  return type && TAKES[accept](type) ? type : undefined;
}
