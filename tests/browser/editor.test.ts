import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { validationReport } from "../../scripts/validator/validation-report";
import { loadAxeIn, violations } from "./axe";
import { openGuardedPage, press } from "./browser";
import { fieldAt, openInEditor, SCREENSHOTS, editorSession } from "./editor-session";
import { CARD_PNG } from "./picture-files";

// What a person who has never seen the JSON would do: open /edit/ (the build's editor, on this computer's files), start a
// course, fill in its form, get one field wrong and put it right as the validator says, save: a
// valid course. (editor-journey.test.ts follows a course made so onto the built site.)
const TITLE = "Cloud Security Basics";
const FILE = "pages/courses/cloud-security-basics.json";

const session = editorSession("editor-");

const FAQ_ANSWERS = [
  "No. We start from how networks and accounts work, and build up to securing a small cloud setup.",
  "About two months, with three sessions a week of one and a half hours each.",
  "For online classes, yes. For physical classes, lab computers are available during class.",
  "Yes, after the final project: securing and auditing a small cloud account.",
  "You can apply for junior cloud support or security analyst roles, or go on to our Ethical Hacking course.",
];

/** Types into the field at a JSON pointer, as a person would: select what is there, type over it. */
async function type(page: Page, pointer: string, text: string): Promise<void> {
  const field = fieldAt(page, pointer);
  await field.scrollIntoViewIfNeeded();
  await field.fill(text);
}

/** Opens a block's panel by its heading button ("6. Frequently asked questions Frequently Asked Questions"). */
async function openBlock(page: Page, index: number): Promise<void> {
  const toggle = page.locator(`li[data-block="${index}"] h3 button`);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await press(toggle);
}

it("makes a new course from the editor, a field at a time, and saves it only once it is right", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, {
    width: 1280,
    // The FAQ block keys its questions by their words: the preview of a question not written yet
    // makes React warn (src/blocks/faq/faq.tsx; a site's FAQ never has one).
    expectedErrors: [/unique "key" prop[\s\S]*Check the render method of `Faq`/],
  });
  // While the new course is invalid the site's pages show the dev server's overlay; the editor and
  // its preview never do, nor reload (src/app/boot/follow-page-changes.ts).
  await page.goto(`${session.server.baseUrl}/edit/`);
  await expect.poll(() => page.getByRole("heading", { name: /Courses/ }).count(), { timeout: 30_000 }).toBe(1);

  await press(page.getByRole("button", { name: "New course" }));
  await page.getByLabel("Title of the new course").fill(TITLE);
  await press(page.getByRole("button", { name: "Create course" }));
  await page.waitForURL(/\/edit\/\?file=pages%2Fcourses%2Fcloud-security-basics\.json$/);
  await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();

  // A new course is a draft: the Problems box counts its texts still to write, and Publish waits.
  const problemsBox = page.getByRole("region", { name: "Problems" });
  await expect.poll(() => problemsBox.textContent(), { timeout: 10_000 }).toMatch(/\d+ texts still to write\./);
  expect(await page.getByRole("button", { name: "Mark as finished" }).isDisabled()).toBe(true);

  // The card: its picture (a new course has none yet), its mark (misspelt first) and three points.
  await press(page.locator('[data-pointer="/card/image"]').getByRole("button", { name: /Choose or upload a picture/ }));
  const chooser = page.getByRole("dialog", { name: "Choose a picture" });
  await chooser.getByLabel("Filter by name").fill("aws");
  await press(chooser.getByRole("button", { name: "/images/courses/aws-training.svg" }));
  await chooser.waitFor({ state: "hidden" });
  // Choosing a picture moves to its "alt", which the schema still asks for.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field_card_image_alt");
  // The old picture's words are not the new one's: asked anew, in the field emptied.
  expect(await fieldAt(page, "/card/image/alt").inputValue()).toBe("");
  await page.keyboard.insertText("A consultant at a whiteboard with a client");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("A padlock over a cloud and a server rack");
  await type(page, "/card/logos/0", "logos:awz");
  const logo = page.locator('[data-pointer="/card/logos/0"]');
  const message = /^There is no icon “awz” in the logos set\. Did you mean “logos:aws”\?$/;
  await expect.poll(() => logo.locator('[data-problem="error"]').textContent(), { timeout: 10_000 }).toMatch(message);
  expect(await fieldAt(page, "/card/logos/0").getAttribute("aria-invalid")).toBe("true");
  await page.screenshot({ path: join(SCREENSHOTS, "editor-field-error.png") });

  // Save is refused while it is wrong, and says which field to fix; its words lead to the field.
  await press(page.getByRole("button", { name: "Save", exact: true }));
  const status = page.getByRole("status");
  await expect.poll(() => status.textContent()).toMatch(/^Not saved: \d+ errors? remains?\. Fix this field first:/);
  await press(status.getByRole("button", { name: /^Card › Logo 1: There is no icon “awz”/ }));
  expect(
    await page.evaluate(() => document.activeElement?.closest("[data-pointer]")?.getAttribute("data-pointer")),
  ).toBe("/card/logos/0");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("logos:aws");
  await expect.poll(() => logo.locator('[data-problem="error"]').count(), { timeout: 10_000 }).toBe(0);

  await type(page, "/card/points/0", "Cloud accounts, identities and access");
  await type(page, "/card/points/1", "Hands-on labs on a real cloud account");
  await type(page, "/card/points/2", "Job-ready in about 2 months");
  await type(page, "/meta/description", "Learn to secure cloud accounts, data and servers in Kathmandu or online.");

  // The introduction, its facts, the two lists.
  await openBlock(page, 1);
  await type(
    page,
    "/blocks/1/paragraphs/0",
    "Cloud Security Basics teaches how to keep accounts, data and servers in the cloud safe, for beginners in IT.",
  );
  await type(
    page,
    "/blocks/1/paragraphs/1",
    "Classes are small and practical: every week you secure part of a real cloud account and review it with an instructor.",
  );
  await type(page, "/blocks/1/facts/0/value", "About 2 months");
  await type(page, "/blocks/1/facts/3/value", "Comfort using a computer and the web");
  await openBlock(page, 3);
  for (let item = 0; item < 6; item += 1)
    await type(page, `/blocks/3/items/${item}`, `Cloud security topic ${item + 1}`);
  await openBlock(page, 4);
  for (let item = 0; item < 4; item += 1)
    await type(page, `/blocks/4/items/${item}`, `A benefit of the course, ${item + 1}`);

  // The questions: the five answers, then a sixth question of the author's own.
  await openBlock(page, 5);
  for (const [item, answer] of FAQ_ANSWERS.entries()) await type(page, `/blocks/5/items/${item}/answer`, answer);
  const faq = page.locator('li[data-block="5"]');
  await press(faq.getByRole("button", { name: "Add question to Questions" }));
  await type(page, "/blocks/5/items/5/question", "Which cloud do we use?");
  await type(page, "/blocks/5/items/5/answer", "Amazon Web Services, with what you learn applying to the others.");
  // Five or six questions: with six the list takes no more.
  expect(await faq.getByRole("button", { name: "Add question to Questions" }).isDisabled()).toBe(true);

  await expect.poll(() => problemsBox.textContent()).toMatch(/No problems found\./);
  // Publish takes the draft mark off and saves.
  await press(page.getByRole("button", { name: "Mark as finished" }));
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("Saved. See it at /cloud-security-basics");
  // This computer's files: the site is built from them, and says so, not that visitors see it now.
  await page.getByRole("region", { name: "Publishing" }).getByText("Finished", { exact: true }).waitFor();
  expect(await status.getByRole("link", { name: "/cloud-security-basics" }).getAttribute("href")).toBe(
    "/cloud-security-basics",
  );
  await faq.evaluate((panel) => {
    panel.scrollIntoView({ block: "start" });
    window.scrollBy(0, -120);
  });
  await page.screenshot({ path: join(SCREENSHOTS, "editor-course.png") });

  const saved = JSON.parse(readFileSync(join(session.server.copy, FILE), "utf8")) as {
    draft?: boolean;
    card: { logos: string[]; image: { src: string; alt: string } };
    blocks: { type: string; items?: { question: string; answer: string }[] }[];
  };
  expect(saved.draft).toBeUndefined();
  expect(saved.card.logos).toEqual(["logos:aws"]);
  expect(saved.card.image).toMatchObject({
    src: "/images/courses/aws-training.svg",
    alt: expect.stringMatching(/padlock/),
  });
  const questions = saved.blocks.find((block) => block.type === "faq")?.items ?? [];
  expect(questions.map((item) => item.answer)).toEqual([
    ...FAQ_ANSWERS,
    "Amazon Web Services, with what you learn applying to the others.",
  ]);
  // What `npm run validate` prints of the copy, the new course in it. That a course made in the editor is
  // then built onto its route, /courses, the sitemap, the drawer, the search and the enrolment form is
  // editor-journey.test.ts's (one build of its copy), as new-course.test.ts's for one made by hand.
  const report = validationReport(validatePages(session.server.copy));
  expect(report.ok).toBe(true);
  expect(report.output).toMatch(/✔ \d+ files valid \(0 errors, \d+ warnings?\)\n$/);
  expect(problems).toEqual([]);
  await context.close();
}, 180_000);

it("adds, moves and removes sections, uploads a picture, previews as a phone, and keeps a change made on disk beside its own", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, {
    width: 1280,
    // The browser logs the refused save (409) that this test provokes.
    expectedErrors: [/status of 409/],
  });
  await loadAxeIn(context);
  const file = "pages/services/cloud-it-consulting.json";
  await openInEditor(page, session.server.baseUrl, file);
  const preview = await (await page.locator("iframe").elementHandle())?.contentFrame();
  if (!preview) throw new Error("the editor has no preview");

  // The preview is the site at a desktop's width, scaled to fit, or a phone's.
  expect(await preview.evaluate(() => window.innerWidth)).toBe(1280);
  await press(page.getByRole("button", { name: "Phone (375 px)" }));
  await expect.poll(() => preview.evaluate(() => window.innerWidth)).toBe(375);

  // A section is chosen by what it is for, with an example, and starts empty: the validator
  // names what to fill in, and the preview waits for it.
  await press(page.locator('li[data-block="0"]').getByRole("button", { name: /^\+ Add below/ }));
  const chooser = page.getByRole("dialog", { name: /^Add a section/ });
  await chooser.getByLabel("Frequently asked questions", { exact: true }).check();
  expect(await chooser.getByText("A 'Frequently Asked Questions' accordion", { exact: false }).count()).toBe(1);
  expect(await chooser.getByRole("heading", { name: "Example of Frequently asked questions" }).count()).toBe(1);
  await press(chooser.getByRole("button", { name: "Add Frequently asked questions" }));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field_blocks_1_heading");
  await preview
    .getByText("Frequently asked questions (section 2) shows here once its heading and questions are filled in.")
    .waitFor();
  await expect
    .poll(() => page.locator('[data-pointer="/blocks/1/items"] [data-problem="error"]').textContent())
    .toBe("This field is required.");
  expect(await page.getByText("Unsaved changes", { exact: true }).count()).toBe(1);
  // The editor itself (its preview is the site, checked by accessibility.test.ts) meets WCAG 2.2 AA,
  // with a panel open and problems shown.
  expect(await violations(page, { exclude: "iframe" })).toEqual([]);

  // Moved below the next section, then removed: the page is as it was.
  await press(page.getByRole("button", { name: "Move down: Frequently asked questions", exact: true }));
  expect(await page.locator('li[data-block="2"] h3').textContent()).toContain("Frequently asked questions");
  await press(page.getByRole("button", { name: "Remove: Frequently asked questions", exact: true }));
  expect(await page.locator("li[data-block]").count()).toBe(
    (JSON.parse(readFileSync(join(session.server.copy, file), "utf8")) as { blocks: unknown[] }).blocks.length,
  );
  expect(await page.getByText("No unsaved changes", { exact: true }).count()).toBe(1);

  // A new picture for the card, uploaded to images/services and then described: it waits for the
  // save, served meanwhile at its address.
  await press(page.locator('[data-pointer="/card/image"]').getByRole("button", { name: /Choose or upload a picture/ }));
  const pictures = page.getByRole("dialog", { name: "Choose a picture" });
  await pictures.getByLabel("Upload a new picture").setInputFiles({
    name: "consulting-test.png",
    mimeType: "image/png",
    buffer: CARD_PNG,
  });
  await press(pictures.getByRole("button", { name: "Upload and use" }));
  await pictures.waitFor({ state: "hidden" });
  expect(existsSync(join(session.server.copy, "public/images/services/consulting-test.png"))).toBe(false);
  // The chooser closes at once; the picture is put in once its size is read from it.
  await expect.poll(() => fieldAt(page, "/card/image/src").inputValue()).toBe("/images/services/consulting-test.png");
  expect([
    await fieldAt(page, "/card/image/width").inputValue(),
    await fieldAt(page, "/card/image/height").inputValue(),
  ]).toEqual(["640", "400"]);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field_card_image_alt");
  // The old picture's words are not the new one's: asked anew, in the field emptied.
  expect(await fieldAt(page, "/card/image/alt").inputValue()).toBe("");
  await page.keyboard.insertText("A consultant at a whiteboard with a client");

  // Someone changed the file meanwhile: nothing is overwritten; the author is shown the fields the two
  // copies differ in, each side's change kept unless the author chooses otherwise, and saves both.
  const path = join(session.server.copy, file);
  writeFileSync(path, readFileSync(path, "utf8").replace('"title": "Cloud', '"title": "The Cloud'));
  await press(page.getByRole("button", { name: "Save", exact: true }));
  const versions = page.getByRole("dialog", { name: "Someone else saved this page while you were editing" });
  await versions.waitFor();
  const title = versions.getByRole("group", { name: "Title", exact: true });
  expect(await title.getByRole("radio", { name: /^Saved meanwhile: “The Cloud/ }).isChecked()).toBe(true);
  expect(
    await versions.getByRole("radio", { name: /^Yours: “\/images\/services\/consulting-test\.png”/ }).isChecked(),
  ).toBe(true);
  await press(versions.getByRole("button", { name: "Keep these and save" }));
  const status = page.getByRole("status");
  await expect.poll(() => status.textContent()).toMatch(/^Saved\./);
  const saved = readFileSync(path, "utf8");
  expect(saved).toContain('"title": "The Cloud');
  expect(saved).toContain('"src": "/images/services/consulting-test.png"');
  expect(existsSync(join(session.server.copy, "public/images/services/consulting-test.png"))).toBe(true);
  expect(await fieldAt(page, "/title").inputValue()).toMatch(/^The Cloud/);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("keeps changes not saved across a reload, says so, and throws them away when asked", async () => {
  // The test reloads the editor, preview and all: what they were still fetching may be cut short.
  const { page, context, problems } = await openGuardedPage(session.browser, {
    width: 1280,
    reloadedFrames: /\/edit\//,
  });
  const file = "pages/mission.json";
  const onDisk = readFileSync(join(session.server.copy, file), "utf8");
  await openInEditor(page, session.server.baseUrl, file, { preview: false });
  const description = fieldAt(page, "/meta/description");
  const written = `${await description.inputValue()} Kept across a reload.`;
  await description.fill(written);
  await page.getByText("Unsaved changes", { exact: true }).waitFor();

  // The tab is reloaded (or closed, or the connection lost) before Save: the change is back.
  page.once("dialog", (dialog) => void dialog.accept());
  await openInEditor(page, session.server.baseUrl, file, { preview: false });
  expect(await fieldAt(page, "/meta/description").inputValue()).toBe(written);
  const notice = page.getByRole("status").filter({ hasText: /which were not saved, are back/ });
  await notice.waitFor();
  expect(readFileSync(join(session.server.copy, file), "utf8")).toBe(onDisk);

  await press(notice.getByRole("button", { name: "Discard them" }));
  await expect.poll(() => fieldAt(page, "/meta/description").inputValue()).not.toBe(written);
  await page.getByText("No unsaved changes", { exact: true }).waitFor();
  await openInEditor(page, session.server.baseUrl, file, { preview: false });
  expect(await fieldAt(page, "/meta/description").inputValue()).not.toBe(written);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("offers, as the author types on a phone, every name of the icon sets at a card's mark, and the courses' categories", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  await openInEditor(page, session.server.baseUrl, "pages/courses/devops-training.json", { preview: false });
  /** What a field offers once tapped into: the values of the datalist it names, once it names one. */
  const offeredBy = async (pointer: string) => {
    const field = fieldAt(page, pointer);
    await field.scrollIntoViewIfNeeded();
    await field.tap();
    const offered = () =>
      field.evaluate((input) => [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value));
    // The names come with the editor's rules, a part of their own fetched on the first tap.
    await expect.poll(offered, { timeout: 60_000 }).not.toEqual([]);
    return offered();
  };
  const marks = await offeredBy("/card/logos/0");
  expect(marks).toEqual(expect.arrayContaining(["logos:kubernetes", "logos:docker-icon", "devicon:terraform"]));
  expect(marks.every((mark) => /^(logos|devicon):/.test(mark))).toBe(true);
  expect(await offeredBy("/category")).toEqual(
    expect.arrayContaining(["Web Development", "Cloud, DevOps and Security"]),
  );
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);
