import { describe, expect, it } from "vitest";
import { sniffImage } from "./sniff-image";

const bytes = (...values: number[]) => new Blob([new Uint8Array(values)]);

describe("sniffImage", () => {
  it("recognises PNG, JPEG, GIF and WebP by their first bytes", async () => {
    expect(await sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(await sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(await sniffImage(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe("image/gif");
    expect(await sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe("image/webp");
  });
  it("rejects text, even when it is named like a picture", async () => {
    expect(await sniffImage(new File(["just some text"], "resume.png", { type: "image/png" }))).toBeUndefined();
    expect(await sniffImage(new Blob([]))).toBeUndefined();
  });
});
