import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { FIT_REFUSALS } from "../../editor/browser/pictures/fit-picture";
import { cameraPhoto, cameraTraces } from "../../scripts/lib/fixture-site/camera-photo";
import type { Page } from "../../src/generated/page";
import { leaveRoute, openGuardedPage, press, settled } from "./browser";
import { fieldAt, openInEditor, PREVIEW_FRAME, SCREENSHOTS, editorSession } from "./editor-session";
import { CARD_PNG, SMALL_JPEG } from "./picture-files";

// The page editor on the dev server, as one tool with the pages plugin: a course's address changed
// in the form moves its file and the links to it, and keeps the old address; saves anywhere are
// heard by the editor without reloading it; an uploaded picture waits for the save; a camera's photo
// is made fit on the author's device before it is uploaded.
const COURSE = "pages/courses/frontend-development.json";
const HEADING = "Frontend Development Training";

const session = editorSession("editor-address-", { on: "dev server" });

it("moves a course to a new address: the old one still answers, and Home's link follows", async () => {
  // The rename saves Home too, and the editor reloads its preview to draw it: while it may still load.
  const { page, context, problems } = await openGuardedPage(session.browser, {
    width: 1280,
    reloadedFrames: PREVIEW_FRAME,
  });
  let loads = 0;
  page.on("load", () => (loads += 1));
  await openInEditor(page, session.server.baseUrl, COURSE);

  await fieldAt(page, "/path").fill("/frontend");
  const note = page.locator("[data-address-move]");
  await expect
    .poll(() => note.locator("p").textContent(), { timeout: 10_000 })
    .toBe(
      "Saving moves the page from /frontend-development to /frontend. Its links on Home will lead to the new address. /frontend-development will still show it, for links shared before.",
    );
  expect(await note.getByRole("checkbox", { name: "Keep /frontend-development working too" }).isChecked()).toBe(true);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, "editor-address-1280.png") });

  await press(page.getByRole("button", { name: "Save", exact: true }));
  await page.waitForURL(/\/edit\/\?file=pages%2Fcourses%2Ffrontend\.json$/);
  await expect
    .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
    .toBe(
      "Saved. The page moved from /frontend-development to /frontend. Its links on Home now lead to the new address. /frontend-development still shows it, for links shared before. See it at /frontend",
    );
  expect(await fieldAt(page, "/aliases/0").inputValue()).toBe("/frontend-development");
  // The editor followed the file without reloading.
  expect(loads).toBe(1);

  const site = await context.newPage();
  for (const address of ["/frontend", "/frontend-development"]) {
    await site.goto(`${session.server.baseUrl}${address}`);
    await site.getByRole("heading", { level: 1, name: HEADING }).waitFor();
  }
  await site.goto(`${session.server.baseUrl}/`);
  await site.locator('a[href="/frontend"]').first().waitFor({ state: "attached" });
  expect(await site.locator('a[href="/frontend-development"]').count()).toBe(0);
  await site.close();
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("shows a draft on the site as it is saved, with its Draft mark, and takes the mark off once it is published", async () => {
  // The build leaves drafts out (new-course.test.ts); the dev server shows them, marked, so an
  // author sees a draft where it will be.
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  const file = join(session.server.copy, "pages/courses/python-training.json");
  const published = readFileSync(file, "utf8");
  const ribbon = page.locator("[data-draft-ribbon]");
  const left: string[] = [];
  /** The course's page as the dev server draws it now (it hears the file's change a moment after it is written). */
  const ribbons = async () => {
    await page.goto(`${session.server.baseUrl}/python-training`);
    await page.getByRole("heading", { level: 1, name: /^Python Basic/ }).waitFor();
    await settled(page);
    const count = await ribbon.count();
    // Left before the file changes again, so no reload of it is cut short (what the dev server was
    // still sending, the forms' modules, is cut short by leaving: not a problem).
    left.push(...(await leaveRoute({ page, problems })));
    return count;
  };
  try {
    writeFileSync(file, published.replace(/^\{\n/, '{\n  "draft": true,\n'));
    await expect.poll(ribbons, { timeout: 30_000 }).toBe(1);
  } finally {
    writeFileSync(file, published);
  }
  await expect.poll(ribbons, { timeout: 30_000 }).toBe(0);
  expect(left).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("hears another document's save without reloading, and checks this one again", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, {
    width: 1280,
    reloadedFrames: PREVIEW_FRAME,
  });
  let loads = 0;
  page.on("load", () => (loads += 1));
  await openInEditor(page, session.server.baseUrl, "pages/about.json");
  const searchTitle = await fieldAt(page, "/meta/title").inputValue();

  // Another document takes this one's search title: this one is warned, at its field.
  const vision = join(session.server.copy, "pages/vision.json");
  const before = readFileSync(vision, "utf8");
  const { meta, title } = JSON.parse(before) as { title: string; meta: { title: string } };
  writeFileSync(vision, before.replace(JSON.stringify(meta.title), JSON.stringify(searchTitle)));
  const titleProblems = page.locator('[data-pointer="/meta/title"] [data-problem]');
  // Said for the form: the other page by its title, not its file.
  await expect
    .poll(() => titleProblems.textContent(), { timeout: 15_000 })
    .toBe(`Warning: The search title is the same as on “${title}”.`);
  // The preview redraws the site as saved: let it finish before the next save redraws it again.
  await settled(page);

  writeFileSync(vision, before);
  await expect.poll(() => titleProblems.count(), { timeout: 15_000 }).toBe(0);
  expect(loads).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("opens the picture library on course pictures, and an upload lands in public/ only with the save", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 1280 });
  const course = "pages/courses/seo-basic.json";
  const inPublic = (src: string) => existsSync(join(session.server.copy, "public", src));
  await openInEditor(page, session.server.baseUrl, course);

  const card = page.locator('[data-pointer="/card/image"]');
  await press(card.getByRole("button", { name: /Choose or upload a picture/ }));
  const chooser = page.getByRole("dialog", { name: "Choose a picture" });
  expect(await chooser.getByLabel("Or pick one from").inputValue()).toBe("courses");
  await page.screenshot({ path: join(SCREENSHOTS, "editor-pictures-1280.png") });
  await chooser.getByLabel("Upload a new picture").setInputFiles({
    name: "SEO photo.png",
    mimeType: "image/png",
    buffer: CARD_PNG,
  });
  await press(chooser.getByRole("button", { name: "Upload and use" }));
  await chooser.waitFor({ state: "hidden" });
  // The chooser closes at once; the picture is put in once its size is read from it.
  await expect.poll(() => fieldAt(page, "/card/image/src").inputValue()).toBe("/images/courses/seo-photo.png");
  // Shown from where it waits, and not in public/ before the save.
  await expect.poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  expect(inPublic("/images/courses/seo-photo.png")).toBe(false);

  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("A magnifying glass over a search results page");
  await press(page.getByRole("button", { name: "Save", exact: true }));
  await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toMatch(/^Saved\./);
  expect(inPublic("/images/courses/seo-photo.png")).toBe(true);
  // The card picture drawn for the course is used by nothing now.
  expect(inPublic("/images/courses/seo-basic.svg")).toBe(false);
  expect(existsSync(join(session.server.copy, ".editor-staging", encodeURIComponent(course)))).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("makes a camera's photo fit before it leaves the device, says so at the field, and previews it as the site draws it", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 1280 });
  const home = JSON.parse(readFileSync(join(session.server.copy, "pages/home.json"), "utf8")) as Page;
  const gallery = home.blocks.findIndex((block) => block.type === "gallery");
  const photo = `/blocks/${gallery}/photos/0`;
  const staged = () => readdirSync(join(session.server.copy, ".editor-staging"), { recursive: true }).length;
  await openInEditor(page, session.server.baseUrl, "pages/home.json");
  const toggle = page.locator(`li[data-block="${gallery}"] h3 button`);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await press(toggle);
  const field = page.locator(`[data-pointer="${photo}"]`);
  const chooser = page.getByRole("dialog", { name: "Choose a picture" });
  await press(field.getByRole("button", { name: /Choose or upload a picture/ }));
  // A gallery's photo goes into the gallery's folder.
  expect(await chooser.getByLabel("Into").inputValue()).toBe("gallery");
  const upload = async (name: string, buffer: Buffer) => {
    await chooser.getByLabel("Upload a new picture").setInputFiles({ name, mimeType: "image/jpeg", buffer });
    await press(chooser.getByRole("button", { name: "Upload and use" }));
  };
  const before = existsSync(join(session.server.copy, ".editor-staging")) ? staged() : 0;

  // Not a picture, or too small for a gallery: said in the chooser, and nothing is uploaded.
  await upload("holiday.jpg", Buffer.from("These are not the pixels you are looking for."));
  await expect.poll(() => chooser.getByRole("alert").textContent()).toBe(FIT_REFUSALS.notAPicture);
  await upload("thumbnail.jpg", SMALL_JPEG);
  await expect.poll(() => chooser.getByRole("alert").textContent()).toBe(FIT_REFUSALS.tooSmall("gallery", 300, 200));
  expect(existsSync(join(session.server.copy, ".editor-staging")) ? staged() : 0).toBe(before);

  // A phone's photo, held upright (stored on its side), with the GPS position in it.
  const camera = await cameraPhoto("editor upload", 4032, 3024, true);
  await upload("IMG_2041.JPG", camera);
  // Drawn to fit on a canvas, sent, and rebuilt by the dev server: seconds on a phone, more on a busy machine.
  await chooser.waitFor({ state: "hidden", timeout: 120_000 });
  const src = "/images/gallery/img-2041.jpg";
  await expect.poll(() => fieldAt(page, `${photo}/src`).inputValue()).toBe(src);
  expect([
    await fieldAt(page, `${photo}/width`).inputValue(),
    await fieldAt(page, `${photo}/height`).inputValue(),
  ]).toEqual(["1216", "1621"]);
  const served = Buffer.from(await (await fetch(`${session.server.baseUrl}${src}`)).arrayBuffer());
  const { width, height } = await sharp(served).metadata();
  // Twice the widest box a gallery photo is drawn in (608 px): 1216 px across, not the camera's 3024.
  expect({ width, height, traces: await cameraTraces(served) }).toEqual({ width: 1216, height: 1621, traces: [] });
  const mb = (camera.length / 1024 / 1024).toFixed(1);
  const kb = Math.round(served.length / 1024);
  expect(await field.locator("[aria-live]").textContent()).toMatch(
    new RegExp(
      `^Your picture was 3024 × 4032 pixels, ${mb} MB\\. It was made smaller, to 1216 × 1621 pixels, \\d+ KB, and its location, camera details and any other hidden data were left out\\.$`,
    ),
  );
  // What the dev server keeps is rebuilt from the pixels the page sent, about as large.
  expect(kb).toBeGreaterThan(50);

  // The preview draws it as the site does: upright, in the gallery's box, at its proportions.
  const preview = page.frameLocator("iframe");
  const shown = preview.locator(`img[src$="${src}"], img[src^="blob:"]`).first();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
    .toBe(1216);
  const drawn = await shown.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { ratio: box.height / box.width, className: img.className };
  });
  expect(drawn.ratio).toBeCloseTo(1621 / 1216, 2);
  expect(drawn.className).toBe("h-auto w-full rounded-xl");
  await page.screenshot({ path: join(SCREENSHOTS, "editor-photo-1280.png") });
  expect(problems).toEqual([]);
  await context.close();
}, 240_000);
