import { describe, expect, it } from "vitest";
import { sniffFile } from "./sniff-file";

const bytes = (...values: number[]) => new Blob([new Uint8Array(values)]);
const PDF = new File(["%PDF-1.7\n%âãÏÓ\n"], "cv", { type: "" });

describe("sniffFile", () => {
  it("recognises PNG, JPEG, GIF and WebP by their first bytes", async () => {
    expect(await sniffFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image")).toBe("image/png");
    expect(await sniffFile(bytes(0xff, 0xd8, 0xff, 0xe0), "image")).toBe("image/jpeg");
    expect(await sniffFile(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), "image")).toBe("image/gif");
    expect(await sniffFile(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), "image")).toBe(
      "image/webp",
    );
  });

  it("takes a PDF, by its first bytes whatever its name, where the field takes one, and only there", async () => {
    expect(await sniffFile(PDF, "pdf-or-image")).toBe("application/pdf");
    expect(await sniffFile(bytes(0xff, 0xd8, 0xff, 0xe0), "pdf-or-image")).toBe("image/jpeg");
    expect(await sniffFile(PDF, "image")).toBeUndefined();
  });

  it("rejects text, even when it is named like a picture or a PDF", async () => {
    expect(await sniffFile(new File(["just some text"], "resume.png", { type: "image/png" }), "image")).toBeUndefined();
    const named = new File(["just some text"], "cv.pdf", { type: "application/pdf" });
    expect(await sniffFile(named, "pdf-or-image")).toBeUndefined();
    expect(await sniffFile(new Blob([]), "pdf-or-image")).toBeUndefined();
  });
});
