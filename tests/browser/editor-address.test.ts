import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { leaveRoute, openGuardedPage, press, settled } from "./browser";
import { fieldAt, openInEditor, PREVIEW_FRAME, SCREENSHOTS, editorSession } from "./editor-session";
import { PIXEL_PNG } from "./form-services";

// The page editor on the dev server, as one tool with the pages plugin: a course's address changed
// in the form moves its file and the links to it, and keeps the old address; saves anywhere are
// heard by the editor without reloading it; an uploaded picture waits for the save.
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
    buffer: PIXEL_PNG,
  });
  await press(chooser.getByRole("button", { name: "Upload and use" }));
  await chooser.waitFor({ state: "hidden" });
  expect(await fieldAt(page, "/card/image/src").inputValue()).toBe("/images/courses/seo-photo.png");
  // Shown from where it waits, and not in public/ before the save.
  await expect.poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
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
