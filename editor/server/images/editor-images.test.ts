// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../documents/storage-contract.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { ACCEPTED_IMAGES, OTHER_PNG, REFUSED_FILES, STORED_AS } from "./image-samples.fixture.ts";
import { storableImage } from "./storable-image.ts";
import { STAGING } from "./staging-folder.ts";
import { startTestEditor, type TestEditor } from "../../../tests/support/start-test-editor.ts";
import { SVG_LIMITS } from "./svg/svg-limits.ts";
import { DEEP_SVG, svg, SVG_ATTACKS } from "./svg/svg-samples.fixture.ts";

// The first save's check compiles the schemas and reads the icon sets: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
const SERVICE = "pages/services/cloud-it-consulting.json";
type Course = { card: { image: { src: string; alt: string; width: number; height: number } } };

let editor: TestEditor;
beforeAll(async () => {
  editor = await startTestEditor();
});
afterAll(() => editor.close());

const upload = (query: string, body: Buffer, file = SERVICE) =>
  editor.call("POST", `image?file=${encodeURIComponent(file)}&${query}`, { body });
const inPublic = (src: string) => existsSync(join(editor.root, "public", src));
const staging = () => readdirSync(join(editor.root, STAGING), { recursive: true, encoding: "utf8" }).sort();
const served = async (src: string) => {
  const response = await fetch(`http://127.0.0.1:${editor.port}${src}`);
  return response.ok ? Buffer.from(await response.arrayBuffer()) : response.status;
};
const images = async (file: string) => (await editor.call("GET", `images?file=${encodeURIComponent(file)}`)).body;
/** Saves the course with another card picture. */
const saveWithCard = async (file: string, src: string) => {
  const { data, version } = await editor.open<Course>(file);
  data.card.image = { ...data.card.image, src, width: 1, height: 1 };
  return editor.call("PUT", "document", { body: { file, data, version } });
};

describe("GET images", () => {
  it("lists every picture under public/images as its address", async () => {
    const { status, body } = await editor.call("GET", "images");
    expect(status).toBe(200);
    const listed = body.images as string[];
    expect(listed).toContain("/images/courses/python-training.svg");
    expect(listed).toContain("/images/brand/logo.svg");
    expect(listed.every((src) => src.startsWith("/images/"))).toBe(true);
    expect(body.staged).toEqual([]);
  });
});

describe("POST image", () => {
  it.each(Object.entries(ACCEPTED_IMAGES))(
    "keeps a %s aside for its document, under a slug of its name, served at the address it will have",
    async (extension, bytes) => {
      const { status, body } = await upload(`folder=services&name=${encodeURIComponent(`My ${extension}.PNG`)}`, bytes);
      const src = `/images/services/my-${extension}.${STORED_AS[extension as keyof typeof STORED_AS]}`;
      expect({ status, body }).toEqual({ status: 200, body: { src } });
      expect(inPublic(src)).toBe(false);
      // Stored rebuilt: a photo from its pixels alone, an SVG without its XML declaration.
      const stored =
        extension === "svg"
          ? Buffer.from(bytes.toString("utf8").replace(/^<\?xml.*?\?>\n/, ""))
          : Buffer.from((await storableImage(bytes)).bytes);
      expect(await served(src)).toEqual(stored);
      expect(await images(SERVICE)).toMatchObject({ images: expect.arrayContaining([src]) as unknown });
      expect((await images(SERVICE)).staged).toContain(src);
    },
  );

  it("refuses the name of a picture in public/images, or one waiting for another document", async () => {
    const before = readFileSync(join(editor.root, "public/images/courses/python-training.svg"));
    expect(await upload("folder=courses&name=python-training.svg", ACCEPTED_IMAGES.svg)).toEqual({
      status: 409,
      body: { message: REFUSALS.imageExists.message },
    });
    expect(readFileSync(join(editor.root, "public/images/courses/python-training.svg"))).toEqual(before);
    expect(await upload("folder=services&name=my-png.png", ACCEPTED_IMAGES.png, "pages/about.json")).toEqual({
      status: 409,
      body: { message: REFUSALS.imageWaiting.message },
    });
    // Uploaded again for the same document, it replaces the first.
    expect((await upload("folder=services&name=my-png.png", OTHER_PNG)).status).toBe(200);
    expect(await served("/images/services/my-png.png")).toEqual(Buffer.from((await storableImage(OTHER_PNG)).bytes));
  });

  it("refuses a picture over 2 MB with 413, keeping nothing", async () => {
    const before = staging();
    const big = Buffer.concat([ACCEPTED_IMAGES.png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await upload("folder=courses&name=big.png", big)).toEqual({
      status: 413,
      body: { message: REFUSALS.imageTooLarge.message },
    });
    expect(staging()).toEqual(before);
  });

  it.each(Object.entries(REFUSED_FILES))("refuses a %s with 415", async (kind, bytes) => {
    const answer = await upload(`folder=services&name=${encodeURIComponent(kind)}.png`, bytes);
    expect(answer).toEqual({ status: 415, body: { message: REFUSALS.notAnImage.message } });
  });

  it.each(SVG_ATTACKS.slice(0, 4))("stores an SVG with %s rebuilt without it", SLOW, async (_, text, gone) => {
    const name = `attack-${SVG_ATTACKS.findIndex(([, attack]) => attack === text)}`;
    const { status, body } = await upload(`folder=services&name=${name}.svg`, Buffer.from(text));
    expect({ status, body }).toEqual({ status: 200, body: { src: `/images/services/${name}.svg` } });
    const stored = String(await served(`/images/services/${name}.svg`));
    expect(stored).toMatch(/^<svg /);
    expect(stored).not.toContain(gone);
  });

  it(
    "refuses 5,000 nested groups with 422 in words at once, and answers others while an SVG is rebuilt",
    SLOW,
    async () => {
      let started = performance.now();
      expect(await upload("folder=services&name=deep.svg", Buffer.from(DEEP_SVG))).toEqual({
        status: 422,
        body: { message: REFUSALS.svgTooComplex.message },
      });
      const refusal = performance.now() - started;
      expect(staging().some((path) => path.includes("deep"))).toBe(false);

      // The largest SVG allowed takes seconds to rebuild: requests sent meanwhile are answered first.
      started = performance.now();
      let uploaded = 0;
      const large = upload(
        "folder=services&name=large.svg",
        Buffer.from(svg("<rect/>".repeat(SVG_LIMITS.elements - 1))),
      );
      void large.then(() => (uploaded = performance.now() - started));
      const others: number[] = [];
      while (!uploaded) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const asked = performance.now();
        expect((await editor.call("GET", "documents")).status).toBe(200);
        others.push(performance.now() - asked);
      }
      expect((await large).status).toBe(200);
      console.log(
        `deep SVG refused in ${refusal.toFixed(0)} ms; ${SVG_LIMITS.elements - 1} elements rebuilt in ${uploaded.toFixed(0)} ms, ` +
          `${others.length} other requests meanwhile, slowest ${Math.max(...others).toFixed(0)} ms`,
      );
      expect(refusal).toBeLessThan(3000);
      expect(others.length).toBeGreaterThan(1);
      expect(Math.max(...others)).toBeLessThan(1000);
    },
  );

  it.each(["social", "..", "courses/..", "../../pages", ""])("refuses the folder %j", async (folder) => {
    const answer = await upload(`folder=${encodeURIComponent(folder)}&name=x.png`, ACCEPTED_IMAGES.png);
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.badImageFolder.message } });
  });

  it("refuses an upload for no document, or one that is not there", async () => {
    expect((await upload("folder=courses&name=x.png", ACCEPTED_IMAGES.png, "")).status).toBe(400);
    expect((await upload("folder=courses&name=x.png", ACCEPTED_IMAGES.png, "pages/nope.json")).status).toBe(404);
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

describe("saving a document with uploaded pictures", () => {
  const COURSE = "pages/courses/python-training.json";
  const DRAWN = "/images/courses/python-training.svg";

  it("puts the picture it uses in public/images and deletes the ones given up on", SLOW, async () => {
    await upload("folder=courses&name=python-photo.png", ACCEPTED_IMAGES.png, COURSE);
    await upload("folder=courses&name=python-other.webp", ACCEPTED_IMAGES.webp, COURSE);
    const answer = await saveWithCard(COURSE, "/images/courses/python-photo.png");
    expect(answer.status).toBe(200);
    expect(readFileSync(join(editor.root, "public/images/courses/python-photo.png"))).toEqual(
      Buffer.from((await storableImage(ACCEPTED_IMAGES.png)).bytes),
    );
    expect(inPublic("/images/courses/python-other.jpg")).toBe(false);
    expect(staging().some((path) => path.includes("python-training"))).toBe(false);
    // The card picture drawn for the course is used by no document now: it is gone too.
    expect(inPublic(DRAWN)).toBe(false);
  });

  it("leaves nothing of a change given up on, even when the document is saved unchanged", SLOW, async () => {
    await upload("folder=courses&name=python-idea.png", ACCEPTED_IMAGES.png, COURSE);
    const { data, version } = await editor.open<Course>(COURSE);
    expect((await editor.call("PUT", "document", { body: { file: COURSE, data, version } })).status).toBe(200);
    expect(inPublic("/images/courses/python-idea.png")).toBe(false);
    expect(await served("/images/courses/python-idea.png")).toBe(418);
  });

  it("keeps a drawn card picture that another document still uses", SLOW, async () => {
    expect((await saveWithCard("pages/courses/seo-basic.json", "/images/courses/php-training.svg")).status).toBe(200);
    await upload("folder=courses&name=php-photo.png", ACCEPTED_IMAGES.png, "pages/courses/php-training.json");
    expect((await saveWithCard("pages/courses/php-training.json", "/images/courses/php-photo.png")).status).toBe(200);
    expect(inPublic("/images/courses/php-training.svg")).toBe(true);
    // The one seo-basic gave up on is deleted: nothing uses it.
    expect(inPublic("/images/courses/seo-basic.svg")).toBe(false);
  });
});
