// @vitest-environment node
import { describe, expect, it } from "vitest";
import { REFUSALS } from "./editor-refusals.ts";
import { imageExtension } from "./image-extension.ts";
import { ACCEPTED_IMAGES, REFUSED_FILES, SCRIPTED_SVG } from "./image-samples.ts";

describe("imageExtension", () => {
  it.each(Object.entries(ACCEPTED_IMAGES))("names a %s by its bytes", async (extension, bytes) => {
    expect(await imageExtension(bytes)).toBe(extension);
  });

  it.each(Object.entries(REFUSED_FILES))("refuses a %s with 415", async (_, bytes) => {
    await expect(imageExtension(bytes)).rejects.toMatchObject({ status: 415, message: REFUSALS.notAnImage.message });
  });

  it("refuses an SVG with a script, saying why", async () => {
    await expect(imageExtension(SCRIPTED_SVG)).rejects.toMatchObject({
      status: 415,
      message: REFUSALS.unsafeSvg.message,
    });
  });
});
