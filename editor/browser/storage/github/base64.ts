// Blobs travel as base64 in GitHub's API; atob and btoa work on one character per byte.

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // In slices: String.fromCharCode takes its bytes as arguments, and a picture has more than a call may pass.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export function fromBase64(base64: string): Uint8Array {
  // GitHub breaks its base64 into lines.
  const binary = atob(base64.replace(/\s+/g, ""));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
