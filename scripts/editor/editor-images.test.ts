// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../src/editor/editor-api.ts";
import { REFUSALS } from "./editor-refusals.ts";
import { ACCEPTED_IMAGES, REFUSED_FILES, SCRIPTED_SVG } from "./image-samples.ts";
import { startTestEditor, type TestEditor } from "./start-test-editor.ts";

let editor: TestEditor;
beforeAll(async () => {
  editor = await startTestEditor();
});
afterAll(() => editor.close());

const upload = (query: string, body: Buffer) => editor.call("POST", `image?${query}`, { body });
const courseImages = () => readdirSync(join(editor.root, "public/images/courses")).sort();

describe("GET images", () => {
  it("lists every picture under public/images as its address", async () => {
    const { status, body } = await editor.call("GET", "images");
    expect(status).toBe(200);
    const images = body.images as string[];
    expect(images).toContain("/images/courses/python-training.svg");
    expect(images).toContain("/images/brand/logo.svg");
    expect(images.every((src) => src.startsWith("/images/"))).toBe(true);
  });
});

describe("POST image", () => {
  it.each(Object.entries(ACCEPTED_IMAGES))(
    "saves a %s under a slug of its name, with the extension its bytes call for",
    async (extension, bytes) => {
      const { status, body } = await upload(
        `folder=courses&name=${encodeURIComponent(`My Photo ${extension}.PNG`)}`,
        bytes,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ src: `/images/courses/my-photo-${extension}.${extension}` });
      expect(readFileSync(join(editor.root, "public", body.src as string))).toEqual(bytes);
    },
  );

  it("refuses to overwrite a picture that is there", async () => {
    const before = readFileSync(join(editor.root, "public/images/courses/python-training.svg"));
    const answer = await upload("folder=courses&name=python-training.svg", ACCEPTED_IMAGES.svg);
    expect(answer).toEqual({ status: 409, body: { message: REFUSALS.imageExists.message } });
    expect(readFileSync(join(editor.root, "public/images/courses/python-training.svg"))).toEqual(before);
  });

  it("refuses a picture over 2 MB with 413, writing nothing", async () => {
    const before = courseImages();
    const big = Buffer.concat([ACCEPTED_IMAGES.png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await upload("folder=courses&name=big.png", big)).toEqual({
      status: 413,
      body: { message: REFUSALS.imageTooLarge.message },
    });
    expect(courseImages()).toEqual(before);
  });

  it.each(Object.entries(REFUSED_FILES))("refuses a %s with 415", async (kind, bytes) => {
    const answer = await upload(`folder=services&name=${encodeURIComponent(kind)}.png`, bytes);
    expect(answer).toEqual({ status: 415, body: { message: REFUSALS.notAnImage.message } });
  });

  it("refuses an SVG with a script with 415, saying why", async () => {
    expect(await upload("folder=services&name=scripted.svg", SCRIPTED_SVG)).toEqual({
      status: 415,
      body: { message: REFUSALS.unsafeSvg.message },
    });
    expect(existsSync(join(editor.root, "public/images/services/scripted.svg"))).toBe(false);
  });

  it.each(["avatars", "..", "courses/..", "../../pages", ""])("refuses the folder %j", async (folder) => {
    const answer = await upload(`folder=${encodeURIComponent(folder)}&name=x.png`, ACCEPTED_IMAGES.png);
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.badImageFolder.message } });
  });

  it("keeps a name that tries to leave the folder inside it", async () => {
    const { body } = await upload(
      `folder=services&name=${encodeURIComponent("../../../pages/evil.json")}`,
      ACCEPTED_IMAGES.png,
    );
    expect(body).toEqual({ src: "/images/services/pages-evil.png" });
    expect(await upload("folder=services&name=...png", ACCEPTED_IMAGES.png)).toEqual({
      status: 400,
      body: { message: REFUSALS.badImageName.message },
    });
  });
});
