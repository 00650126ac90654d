import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, inject, it } from "vitest";
import { readPageTexts } from "../../scripts/content-layout/read-page-texts";
import { listPublicFolder } from "../../scripts/validator/public-folder";
import { unwrittenTexts } from "../../scripts/validator/placeholder";
import { categorySlug } from "../../src/content/catalogue/course-categories";
import { validatePages, validateTexts } from "../../scripts/validator/validate-pages";
import { validationReport } from "../../scripts/validator/validation-report";
import { openGuardedPage, press, settled } from "./browser";
import { expectCourseFindable, expectCourseInBuild } from "./course-everywhere";
import { fieldAt, focusedField, openInEditor, PREVIEW_FRAME, SCREENSHOTS, editorSession } from "./editor-session";
import { FIXTURE_COURSES, FIXTURE_SITE } from "../../scripts/lib/fixture-site/build-fixture-site";
import type { CoursePage } from "../../src/generated/page";

// One course from start to finish, in the editor, as a person who has never seen its JSON makes
// it: started as a draft, written but for one text (refused for publishing), finished on a phone,
// undone and redone, moved to another address, published, and then on the site as visitors get
// it. The other editor tests check each part in detail; this one checks that they make one story.
// One test, its steps in order, on the build's editor over one copy of the site; the course it publishes
// is then checked on the fixture site's build, which has it as the author left it. (A draft left out of a build is
// new-course.test.ts's; the dev server's own part, a draft shown with its mark and a moved page at
// both addresses as it is saved, is editor-address.test.ts's.)
const { moved } = FIXTURE_COURSES;
const TITLE = moved.title;
const OLD_PATH = moved.aliases[0];
const NEW_PATH = moved.path;
const OLD_FILE = "pages/courses/terraform-training.json";
const NEW_FILE = moved.file;
/** The text left to write last: the last answer of the questions. */
const LAST = "/blocks/5/items/4/answer";
const LAST_ANSWER = "Apply for junior cloud or DevOps roles, or go on to our DevOps Training.";
const PLACEHOLDER = /^Replace:/;
const CATEGORY = moved.category;

const session = editorSession("editor-journey-");

const onDisk = (file: string) => readFileSync(join(session.server.copy, file), "utf8");
const documentOnDisk = (file: string) =>
  JSON.parse(onDisk(file)) as { draft?: boolean; path: string; aliases?: string[]; category?: string };
/** What the Problems box says of the document as a whole. */
const problemSummary = (page: Page) => page.locator("[data-problem-count]").textContent();
const toWrite = (page: Page) => page.getByRole("list", { name: /^Still to write/ }).getByRole("button");
const publish = (page: Page) => page.getByRole("button", { name: "Mark as finished", exact: true });
const status = (page: Page) => page.getByRole("status").textContent();
/** Whether all of an element is in its window's view. */
function inView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}
/** Resolves once its window has stopped scrolling (the preview scrolls smoothly): a frame with no move. */
function scrollEnded(element: Element): Promise<void> {
  const view = element.ownerDocument.defaultView!;
  return new Promise((resolve) => {
    let last = Number.NaN;
    const frame = () =>
      view.scrollY === last ? resolve() : ((last = view.scrollY), view.requestAnimationFrame(frame));
    frame();
  });
}
/** Line and column (1-based) of the first character of `marker` in `text`. */
function at(text: string, marker: string): string {
  const lines = text.slice(0, text.indexOf(marker)).split("\n");
  return `${lines.length}:${lines.at(-1)!.length + 1}`;
}

it("makes one course from a draft in its category to the build as visitors get it, step by step", async () => {
  await startedInItsCategory();
  await writtenButForOneText();
  await finishedOnAPhone();
  await movedToANewAddress();
  await publishedOnAPhone();
  await onTheBuildAsVisitorsGetIt();
}, 1_260_000);

/**
 * It starts a course from /edit/ from the template (no category: a course given one in the New dialog
 * starts from its category's first course instead, editor-git.test.ts's story), then puts it in its
 * category in the form: a draft whose Problems box counts the texts still to write.
 */
async function startedInItsCategory(): Promise<void> {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 768 });
  await page.goto(`${session.server.baseUrl}/edit/`);
  await page.getByRole("heading", { name: /Courses/ }).waitFor();
  await press(page.getByRole("button", { name: "New course" }));
  await page.getByLabel("Title of the new course").fill(TITLE);
  const category = page.getByLabel("Category", { exact: true });
  expect(await category.inputValue()).toBe("");
  await page.screenshot({ path: join(SCREENSHOTS, "editor-journey-new-dialog-768.png") });
  await press(page.getByRole("button", { name: "Create course" }));
  await page.waitForURL(/\/edit\/\?file=pages%2Fcourses%2Fterraform-training\.json$/);
  await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
  await fieldAt(page, "/category").fill(CATEGORY);
  await press(page.getByRole("button", { name: "Save", exact: true }));
  await expect.poll(() => status(page), { timeout: 15_000 }).toMatch(/^Saved/);

  const unwritten = unwrittenTexts(JSON.parse(onDisk(OLD_FILE)));
  expect(unwritten.length).toBeGreaterThan(20);
  await expect.poll(() => problemSummary(page), { timeout: 15_000 }).toBe(`${unwritten.length} texts still to write.`);
  expect(await toWrite(page).count()).toBe(unwritten.length);
  expect(
    await page
      .getByRole("region", { name: "Publishing" })
      .getByText(/^Not finished: \d+ texts to write$/)
      .count(),
  ).toBe(1);
  expect(await publish(page).isDisabled()).toBe(true);
  expect(documentOnDisk(OLD_FILE)).toMatchObject({ draft: true, category: CATEGORY });
  await page.screenshot({ path: join(SCREENSHOTS, "editor-journey-new-768.png") });
  expect(problems).toEqual([]);
  await context.close();
}

/** It is written but for one text: the Problems box says so, Publish waits, and validate passes it only as a draft. */
async function writtenButForOneText(): Promise<void> {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 768 });
  await openInEditor(page, session.server.baseUrl, OLD_FILE);
  const unwritten = unwrittenTexts(JSON.parse(onDisk(OLD_FILE)));
  expect(unwritten.at(-1)).toBe(LAST);

  // Each entry under "Still to write" leads to its field, where the author writes over the template's words.
  const places = await toWrite(page).allTextContents();
  expect(places).toHaveLength(unwritten.length);
  for (const [n, pointer] of unwritten.slice(0, -1).entries()) {
    await press(toWrite(page).getByText(places[n], { exact: true }));
    await expect.poll(() => focusedField(page)).toEqual({ pointer, value: expect.stringMatching(PLACEHOLDER) });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText(`Written for ${TITLE}, part ${n + 1}.`);
    // Once the text is checked its entry is marked written where it is: the others never move under the finger.
    await expect.poll(() => toWrite(page).count(), { timeout: 15_000 }).toBe(unwritten.length - n - 1);
    expect(
      await page
        .getByRole("list", { name: /^Still to write/ })
        .getByRole("listitem")
        .count(),
    ).toBe(unwritten.length);
  }
  await expect.poll(() => problemSummary(page), { timeout: 15_000 }).toBe("1 text still to write.");
  expect(await toWrite(page).allTextContents()).toEqual([places.at(-1)]);
  expect(await publish(page).isDisabled()).toBe(true);
  expect(await page.locator("#publish-reason").textContent()).toBe(
    "Write the text still to write first: Problems lists it.",
  );
  await press(page.getByRole("button", { name: "Save", exact: true }));
  await expect.poll(() => status(page), { timeout: 15_000 }).toBe(`Saved. See it at ${OLD_PATH}`);
  await page.getByRole("region", { name: "Problems" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, "editor-journey-one-left-768.png") });
  expect(problems).toEqual([]);
  await context.close();

  // Saved as a draft, with the one text still the template's.
  const saved = onDisk(OLD_FILE);
  expect(documentOnDisk(OLD_FILE).draft).toBe(true);
  expect(unwrittenTexts(JSON.parse(saved))).toEqual([LAST]);
  const place = at(saved, '"Replace:');
  // npm run validate on the copy: valid, with the text to write counted and named at its line.
  const draft = validationReport(validatePages(session.server.copy));
  expect(draft.ok).toBe(true);
  expect(draft.output).toContain(
    `${OLD_FILE}:${place} warning A draft with 1 text still to write; the build leaves it out until they are written and it is published.\n  ${OLD_FILE}:${place}  ${LAST}\n`,
  );
  expect(draft.output).toMatch(/✔ \d+ files valid \(0 errors, \d+ warnings?\); 1 text still to write in 1 draft\n$/);
  // The same file published (its "draft" line deleted, as the guide says to publish by hand) is
  // refused, at that text's line.
  const texts = readPageTexts(session.server.copy);
  const published = saved.replace(/\n\s*"draft": true,/, "");
  expect(published).not.toBe(saved);
  texts.set(OLD_FILE, published);
  const refused = validationReport(validateTexts(texts, undefined, listPublicFolder(session.server.copy)));
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(
    `${OLD_FILE}:${at(published, '"Replace:')} error In block 6 (faq): This text is still the template's: write the course's own words here. (${LAST})`,
  );
  expect(refused.output).toMatch(/\n✖ 1 error, /);
}

/** It is finished on a phone: the Problems box clears, and undo and redo take the last text back and forth. */
async function finishedOnAPhone(): Promise<void> {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  await openInEditor(page, session.server.baseUrl, OLD_FILE);
  await expect.poll(() => problemSummary(page), { timeout: 15_000 }).toBe("1 text still to write.");
  await page.screenshot({ path: join(SCREENSHOTS, "editor-journey-one-left-375.png") });

  const last = fieldAt(page, LAST);
  const written = async () => {
    await expect.poll(() => last.inputValue()).toBe(LAST_ANSWER);
    await expect.poll(() => problemSummary(page), { timeout: 15_000 }).toBe("No problems found.");
    await expect.poll(() => publish(page).isDisabled()).toBe(false);
  };
  const unwritten = async () => {
    await expect.poll(() => last.inputValue()).toMatch(PLACEHOLDER);
    await expect.poll(() => problemSummary(page), { timeout: 15_000 }).toBe("1 text still to write.");
    expect(await publish(page).isDisabled()).toBe(true);
  };

  await press(toWrite(page));
  await expect.poll(() => focusedField(page)).toEqual({ pointer: LAST, value: expect.stringMatching(PLACEHOLDER) });
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(LAST_ANSWER);
  await written();
  expect(await toWrite(page).count()).toBe(0);

  // Typing is one step: the keys and the buttons take it back and bring it again.
  await page.keyboard.press("ControlOrMeta+z");
  await unwritten();
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await written();
  await press(page.getByRole("button", { name: "Undo", exact: true }));
  await unwritten();
  await press(page.getByRole("button", { name: "Redo", exact: true }));
  await written();

  // The preview, a tap away on a phone, shows the draft's page where the answer is, in view.
  await press(page.getByRole("button", { name: "Preview", exact: true }));
  const preview = page.frameLocator("iframe");
  expect(await preview.locator("[data-draft-ribbon]").count()).toBe(1);
  const answer = preview.getByText(LAST_ANSWER, { exact: true });
  await expect.poll(() => answer.evaluate(inView), { timeout: 10_000 }).toBe(true);
  await answer.evaluate(scrollEnded);
  await page.screenshot({ path: join(SCREENSHOTS, "editor-journey-preview-375.png") });
  await press(page.getByRole("button", { name: "Form", exact: true }));
  await press(page.getByRole("button", { name: "Save", exact: true }));
  await expect.poll(() => status(page), { timeout: 15_000 }).toBe(`Saved. See it at ${OLD_PATH}`);
  expect(documentOnDisk(OLD_FILE).draft).toBe(true);
  expect(unwrittenTexts(JSON.parse(onDisk(OLD_FILE)))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
}

/** It moves to a new address: its file is renamed, and the old address kept for links shared before. */
async function movedToANewAddress(): Promise<void> {
  const { page, context, problems } = await openGuardedPage(session.browser, {
    width: 768,
    reloadedFrames: PREVIEW_FRAME,
  });
  await openInEditor(page, session.server.baseUrl, OLD_FILE);
  await fieldAt(page, "/path").fill(NEW_PATH);
  const note = page.locator("[data-address-move]");
  await expect
    .poll(() => note.locator("p").textContent(), { timeout: 15_000 })
    .toBe(
      `Saving moves the page from ${OLD_PATH} to ${NEW_PATH}. ${OLD_PATH} will still show it, for links shared before.`,
    );
  expect(await note.getByRole("checkbox", { name: `Keep ${OLD_PATH} working too` }).isChecked()).toBe(true);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, "editor-journey-address-768.png") });

  await press(page.getByRole("button", { name: "Save", exact: true }));
  await page.waitForURL(/\/edit\/\?file=pages%2Fcourses%2Fterraform\.json$/);
  await expect
    .poll(() => status(page), { timeout: 15_000 })
    .toBe(
      `Saved. The page moved from ${OLD_PATH} to ${NEW_PATH}. ${OLD_PATH} still shows it, for links shared before. See it at ${NEW_PATH}`,
    );
  expect(existsSync(join(session.server.copy, OLD_FILE))).toBe(false);
  expect(documentOnDisk(NEW_FILE)).toMatchObject({ path: NEW_PATH, aliases: [OLD_PATH], draft: true });
  // The preview reloads to draw the page at its new address: let it finish.
  await settled(page);
  expect(problems).toEqual([]);
  await context.close();
}

/** It is published on a phone: no longer a draft on disk, and valid with nothing to write. */
async function publishedOnAPhone(): Promise<void> {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  await openInEditor(page, session.server.baseUrl, NEW_FILE);
  await expect.poll(() => problemSummary(page), { timeout: 15_000 }).toBe("No problems found.");
  await press(publish(page));
  await expect.poll(() => status(page), { timeout: 15_000 }).toBe(`Saved. See it at ${NEW_PATH}`);
  const bar = page.getByRole("region", { name: "Publishing" });
  await bar.getByText("Finished", { exact: true }).waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, "editor-journey-published-375.png") });
  await settled(page);
  expect(problems).toEqual([]);
  await context.close();

  const saved = documentOnDisk(NEW_FILE);
  expect(saved.draft).toBeUndefined();
  expect(saved.aliases).toEqual([OLD_PATH]);
  const result = validatePages(session.server.copy);
  expect(result.problems.filter((problem) => problem.file === NEW_FILE)).toEqual([]);
  const report = validationReport(result);
  expect(report.ok).toBe(true);
  expect(report.output).toMatch(/✔ \d+ files valid \(0 errors, \d+ warnings?\)\n$/);
}

/**
 * It is on the build as visitors get it: the fixture site (scripts/lib/fixture-site/) has this course as
 * the author left it, what the build makes of it (its title, address, old address, category and draft
 * mark) the same, and is built once for every test. There it is at both addresses with no Draft mark, on
 * /courses and its category's page, in the search, the drawer and the form.
 */
async function onTheBuildAsVisitorsGetIt(): Promise<void> {
  const builtAs = (document: CoursePage) =>
    pick(document, ["title", "path", "aliases", "category", "draft"]) as Partial<CoursePage>;
  const fixture = JSON.parse(readFileSync(join(FIXTURE_SITE, FIXTURE_COURSES.moved.file), "utf8")) as CoursePage;
  expect(builtAs(JSON.parse(onDisk(NEW_FILE)) as CoursePage)).toEqual(builtAs(fixture));
  expectCourseInBuild(FIXTURE_SITE, TITLE, NEW_PATH);
  const phone = await openGuardedPage(session.browser, { width: 375 });
  const site = phone.page;
  const home = inject("fixtureUrl");
  try {
    // Its card on /courses and on its category's page, and no link left to the old address.
    for (const list of ["/courses", `/courses/${categorySlug(CATEGORY)}`]) {
      await site.goto(`${home}${list}`, { waitUntil: "load" });
      const card = site.getByRole("article").filter({ has: site.getByRole("heading", { name: TITLE }) });
      expect(await card.getByRole("link", { name: /^Read More/ }).getAttribute("href"), list).toBe(NEW_PATH);
      expect(await site.locator(`a[href="${OLD_PATH}"]`).count(), list).toBe(0);
      await settled(site);
    }
    for (const path of [NEW_PATH, OLD_PATH]) {
      await site.goto(`${home}${path}`, { waitUntil: "load" });
      await site.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      expect(await site.locator("[data-draft-ribbon]").count(), path).toBe(0);
      await settled(site);
    }
    // Suggested by the search, reached from the drawer under the category chosen when it was started,
    // and offered by its page's enrolment form.
    await expectCourseFindable(site, `${home}/`, TITLE, NEW_PATH, "terraf", CATEGORY);
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.context.close();
  }
}

/** The object with only these keys (those it has). */
function pick<T extends object>(object: T, keys: (keyof T)[]): Partial<T> {
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]])) as Partial<T>;
}
