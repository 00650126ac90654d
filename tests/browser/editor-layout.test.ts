import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PREVIEW_MARKERS } from "../../editor/browser/preview/preview-markers";
import { loadAxeIn, violations } from "./axe";
import { launchBrowser, openGuardedPage, press } from "./browser";
import { fieldAt, openInEditor } from "./editor-session";
import { startBuiltEditor, type EditorServer } from "../support/built-editor";

// The editor as an author uses it on any screen: the preview follows the field being edited and a
// click in it leads back to the field; the card shows as lists show it; on a tablet or a phone the
// form and the preview take turns, with nothing too narrow to type in and nothing sideways.
const FILE = "pages/courses/python-training.json";
const SCREENSHOTS = join(import.meta.dirname, ".screenshots");
type Course = { blocks: { items: (string | { question: string; answer: string })[] }[] };

let editor: EditorServer;
let browser: Browser;
let course: Course;

beforeAll(async () => {
  editor = await startBuiltEditor("editor-layout-");
  browser = await launchBrowser();
  course = JSON.parse(readFileSync(join(editor.copy, FILE), "utf8")) as Course;
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await editor?.close();
});

async function previewOf(page: Page): Promise<Frame> {
  const frame = await (await page.locator("iframe").elementHandle())?.contentFrame();
  if (!frame) throw new Error("the editor has no preview");
  return frame;
}

/** The JSON pointer of the field that has focus in the editor. */
const focusedField = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("[data-pointer]")?.getAttribute("data-pointer"));

/** What the preview outlines, and whether the field's words are in its view. */
function outlined(preview: Frame) {
  return preview.evaluate(({ highlight, field, scope }) => {
    const block = document.querySelector(`[${highlight}]`);
    const words = document.querySelector(`[${field}]`);
    const box = words?.getBoundingClientRect();
    return {
      block: block?.getAttribute(scope),
      outline: block && getComputedStyle(block).outlineStyle,
      words: words?.textContent,
      inView: box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight,
    };
  }, PREVIEW_MARKERS);
}

/** Text inputs and text areas of the form narrower than 16 characters of their own font. */
function narrowFields(page: Page) {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLElement>("[data-pointer] :is(input, textarea)")].filter(
      (field) =>
        field.getClientRects().length > 0 && !["checkbox", "radio", "file"].includes(field.getAttribute("type") ?? ""),
    );
    const narrow = fields.flatMap((field) => {
      const probe = document.createElement("span");
      probe.style.cssText = `position: absolute; visibility: hidden; width: 16ch; font: ${getComputedStyle(field).font}`;
      document.body.append(probe);
      const least = probe.getBoundingClientRect().width;
      probe.remove();
      const width = field.getBoundingClientRect().width;
      return width < least ? [`${field.id}: ${Math.round(width)} px < ${Math.round(least)} px`] : [];
    });
    return { measured: fields.length, narrow };
  });
}

const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

it("follows the field in focus, leads from a click in the preview to its field, and shows the card as lists do", async () => {
  const { page, context, problems } = await openGuardedPage(browser, { width: 1280 });
  await openInEditor(page, editor.baseUrl, FILE);
  const preview = await previewOf(page);

  // Readable at a desktop's width: never shrunk below 75% unless the author asks to fit it.
  const frame = page.locator("iframe");
  expect(Number(await frame.getAttribute("data-scale"))).toBeGreaterThanOrEqual(0.75);
  await press(page.getByRole("button", { name: "100%" }));
  await expect.poll(() => frame.getAttribute("data-scale")).toBe("1");
  await press(page.getByRole("button", { name: "Fit", exact: true }));
  await expect.poll(async () => Number(await frame.getAttribute("data-scale"))).toBeLessThan(0.75);

  // An answer far down the page (at full size, whatever the font's width): the preview brings the
  // questions into view, outlines the block, opens the question and marks its answer.
  await press(page.getByRole("button", { name: "100%" }));
  await expect.poll(() => frame.getAttribute("data-scale")).toBe("1");
  const faq = course.blocks[5].items as { question: string; answer: string }[];
  const questions = preview.locator(`[${PREVIEW_MARKERS.scope}="/blocks/5"]`);
  expect(await questions.evaluate((block) => block.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  await press(page.locator('li[data-block="5"] h3 button'));
  await fieldAt(page, "/blocks/5/items/3/answer").focus();
  await expect
    .poll(() => outlined(preview))
    .toEqual({ block: "/blocks/5", outline: "solid", words: faq[3].answer, inView: true });
  await page.screenshot({ path: join(SCREENSHOTS, "editor-follows-1280.png") });

  // A click on a question in the preview moves to that question's field; a click on a point of a
  // closed section opens its panel at that point.
  await press(preview.getByText(faq[2].question, { exact: true }));
  await expect.poll(() => focusedField(page)).toBe("/blocks/5/items/2/question");
  await preview.evaluate(() => window.scrollTo(0, 0));
  await press(preview.getByText(course.blocks[3].items[1] as string, { exact: true }));
  await expect.poll(() => focusedField(page)).toBe("/blocks/3/items/1");
  expect(await page.locator('li[data-block="3"] h3 button').getAttribute("aria-expanded")).toBe("true");

  // The card, as /courses and the phone menu show it, with the title as it is typed; one too long
  // for the card is said to be.
  await press(page.getByRole("button", { name: "Card and menu" }));
  await fieldAt(page, "/title").fill("Python for Beginners");
  const card = preview.locator(`[${PREVIEW_MARKERS.scope}="/title /card"]`);
  await expect.poll(() => card.getByRole("heading").textContent()).toBe("Python for Beginners");
  expect(await preview.locator('a[aria-current="page"]').textContent()).toBe("Python for Beginners");
  const long = "Python Programming for Complete Beginners, Career Changers and Office Professionals Who Automate";
  await fieldAt(page, "/title").fill(long);
  await expect.poll(() => preview.getByText(/^The title takes \d lines on the card/).count()).toBe(1);
  await page.screenshot({ path: join(SCREENSHOTS, "editor-card-1280.png") });
  await press(card.getByRole("heading"));
  await expect.poll(() => focusedField(page)).toBe("/title");

  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it.each([375, 768])(
  "fits a screen %i px wide: form and preview by turns, no field too narrow, nothing sideways",
  async (width) => {
    const { page, context, problems } = await openGuardedPage(browser, { width });
    await openInEditor(page, editor.baseUrl, FILE);
    await press(page.locator('li[data-block="5"] h3 button'));
    await press(page.locator('li[data-block="1"] h3 button'));
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const fields = await narrowFields(page);
    expect(fields.narrow).toEqual([]);
    expect(fields.measured).toBeGreaterThan(20);
    // The title in full, however long, never cut short.
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth && getComputedStyle(h).textOverflow)).toBe(
      "clip",
    );
    await page.screenshot({ path: join(SCREENSHOTS, `editor-form-${width}.png`) });

    // One pane at a time: the preview by a tap, a phone's at its own width; a tap on a text in it
    // brings the form back at that text's field.
    const frame = page.locator("iframe");
    expect(await frame.isVisible()).toBe(false);
    await press(page.getByRole("button", { name: "Preview", exact: true }));
    await frame.waitFor();
    expect(await fieldAt(page, "/title").isVisible()).toBe(false);
    const preview = await previewOf(page);
    if (width < 640) {
      expect(await frame.getAttribute("data-device")).toBe("phone");
      expect(await frame.getAttribute("data-scale")).toBe("1");
      expect(await preview.evaluate(() => window.innerWidth)).toBe(375);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-preview-${width}.png`) });
    const faq = course.blocks[5].items as { question: string }[];
    await preview.getByText(faq[0].question, { exact: true }).scrollIntoViewIfNeeded();
    await press(preview.getByText(faq[0].question, { exact: true }));
    await expect.poll(() => focusedField(page)).toBe("/blocks/5/items/0/question");
    expect(await frame.isVisible()).toBe(false);

    expect(problems).toEqual([]);
    await context.close();
  },
  120_000,
);

it("meets WCAG 2.2 AA on a phone: the list of documents, and a course open", async () => {
  const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
  await loadAxeIn(context);
  await page.goto(`${editor.baseUrl}/edit/`);
  await page.getByRole("heading", { name: /Courses/ }).waitFor();
  // With axe's landmark rules too: everything on the screen inside a landmark, one main.
  const also = ["region", "landmark-one-main"];
  expect(await violations(page, { also })).toEqual([]);
  await openInEditor(page, editor.baseUrl, FILE);
  // The editor itself: its preview is the site, which accessibility.test.ts checks.
  expect(await violations(page, { exclude: "iframe", also })).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("starts a course on a phone with the cursor in its title, and names the course a title is already used by", async () => {
  const { page, context, problems } = await openGuardedPage(browser, {
    width: 375,
    // The browser logs the refusal (409) that this test provokes.
    expectedErrors: [/status of 409/],
  });
  await page.goto(`${editor.baseUrl}/edit/`);
  await page.getByRole("heading", { name: /Courses/ }).waitFor();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await press(page.getByRole("button", { name: "New course" }));
  const dialog = page.getByRole("dialog", { name: "New course" });
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("new-page-input");
  // Another course's title, in other letters, and then words that make another course's address.
  await page.keyboard.type("python  BASIC");
  await press(dialog.getByRole("button", { name: "Create course" }));
  const refusal = dialog.getByRole("alert");
  await expect
    .poll(() => refusal.textContent())
    .toBe(
      "There is already a course called “Python Basic”. Choose a different title, or open “Python Basic” to change it.",
    );
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("new-page-input");
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.screenshot({ path: join(SCREENSHOTS, "editor-new-course-375.png") });
  await dialog.getByLabel("Title of the new course").fill("Python: training!");
  await press(dialog.getByRole("button", { name: "Create course" }));
  await expect
    .poll(() => refusal.textContent())
    .toMatch(
      /^“Python: training!” would have the address \/python-training, which the course “Python Basic” already has\./,
    );
  await press(refusal.getByRole("link", { name: "open “Python Basic”" }));
  await page.waitForURL(/\?file=pages%2Fcourses%2Fpython-training\.json$/);
  await page.getByRole("heading", { name: "Python Basic", level: 1 }).waitFor();

  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("asks for a course's next batch with the phone's own date input, under words an author reads", async () => {
  const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
  await openInEditor(page, editor.baseUrl, FILE);
  const { online } = (
    JSON.parse(readFileSync(join(editor.copy, FILE), "utf8")) as {
      nextBatches: { online: { starts: string } };
    }
  ).nextBatches;
  const starts = fieldAt(page, "/nextBatches/online/starts");
  await starts.scrollIntoViewIfNeeded();
  expect(await starts.getAttribute("type")).toBe("date");
  expect(await starts.inputValue()).toBe(online.starts);
  expect(await page.locator('[data-pointer="/nextBatches/online/starts"] label').first().textContent()).toMatch(
    /^Starts/,
  );
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);
