import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { openGuardedPage, press } from "./browser";
import { fieldAt, openInEditor, SCREENSHOTS, editorSession } from "./editor-session";
import { truncate } from "../../editor/browser/fields/truncate";

// The editor as a person who has never seen JSON uses it: every problem at once, at its field, in
// the words of a form; blocks, entries and limits named as people name them; undo and redo.
const FILE = "pages/courses/devops-training.json";
const FAQ = 5;

const session = editorSession("editor-words-");

const errorsAt = (page: Page, pointer: string) =>
  page.locator(`[data-pointer="${pointer}"]`).locator('[data-problem="error"]').allTextContents();
const problemCount = (page: Page) => page.locator("[data-problem-count]").getAttribute("data-problem-count");
const unsaved = (page: Page) => page.getByText(/^(No unsaved|Unsaved) changes$/).textContent();

async function openBlock(page: Page, index: number): Promise<Locator> {
  const block = page.locator(`li[data-block="${index}"]`);
  const toggle = block.locator("h3 button");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await press(toggle);
  return block;
}

it("shows every problem at once at its field, in a form's words, and the save banner follows them", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 1280 });
  await openInEditor(page, session.server.baseUrl, FILE);

  // Three problems in three fields, typed and never left: a misspelt mark, an empty answer, and a
  // class that now ends before it starts. Each shows at once, at its field.
  await fieldAt(page, "/card/logos/1").fill("logos:kubernets");
  await openBlock(page, FAQ);
  await fieldAt(page, `/blocks/${FAQ}/items/2/answer`).fill("");
  await openBlock(page, 2);
  // A class time is typed with the browser's time control, as the author's clock shows it (here
  // 04:00 PM, into its hours, where a click puts the cursor); the site stores 16:00.
  const start = fieldAt(page, "/blocks/2/physical/0/start");
  expect(await start.getAttribute("type")).toBe("time");
  await start.click({ position: { x: 20, y: 20 } });
  await page.keyboard.type("0400P");
  await expect.poll(() => start.inputValue()).toBe("16:00");
  await expect
    .poll(() => errorsAt(page, "/card/logos/1"), { timeout: 10_000 })
    .toEqual(["There is no icon “kubernets” in the logos set. Did you mean “logos:kubernetes”?"]);
  await expect.poll(() => errorsAt(page, `/blocks/${FAQ}/items/2/answer`)).toEqual(["This cannot be empty."]);
  await expect
    .poll(() => errorsAt(page, "/blocks/2/physical/0/end"))
    .toEqual(["This class ends before it starts at 16:00."]);
  await expect.poll(() => problemCount(page)).toBe("3");
  // The Problems box says where each is in the form's own labels, never a pointer or quotes.
  const summary = await page.getByRole("region", { name: "Problems" }).getByRole("button").allTextContents();
  expect(summary).toEqual([
    "Card › Logo 2: There is no icon “kubernets” in the logos set. Did you mean “logos:kubernetes”?",
    "Class timings “Available Seat TIME” › Classroom time 1 › End: This class ends before it starts at 16:00.",
    "Frequently asked questions › Which tools and software will I use? › Answer: This cannot be empty.",
  ]);
  for (const words of summary) expect(words).not.toMatch(/"|\/blocks|\[\d|double quote/);
  await page.locator('[data-pointer="/blocks/2/physical/0"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, "editor-words-problems.png") });

  // Save is refused with the count; the banner follows each fix and goes with the last error.
  await press(page.getByRole("button", { name: "Save", exact: true }));
  const status = page.getByRole("status");
  await expect
    .poll(() => status.textContent())
    .toMatch(/^Not saved: 3 errors remain\. Fix this field first: Card › Logo 2:/);
  // The misspelt mark is put right by answering its "Did you mean…?" in one tap.
  await press(page.locator('[data-pointer="/card/logos/1"]').getByRole("button", { name: "Yes, use that" }));
  expect(await fieldAt(page, "/card/logos/1").inputValue()).toBe("logos:kubernetes");
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/^Not saved: 2 errors remain\./);
  await fieldAt(page, `/blocks/${FAQ}/items/2/answer`).fill("Docker, Kubernetes and Terraform, all free to use.");
  const end = fieldAt(page, "/blocks/2/physical/0/end");
  await end.click({ position: { x: 20, y: 20 } });
  await page.keyboard.type("0530P");
  await expect.poll(() => problemCount(page), { timeout: 10_000 }).toBe("0");
  expect(await status.textContent()).toBe("");
  // The preview reads the times as the site shows them, with one PM.
  await page.frameLocator("iframe").getByText("4:00–5:30 PM", { exact: true }).waitFor();
  await press(page.getByRole("button", { name: "Save", exact: true }));
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("Saved. See it at /devops-training");
  const saved = JSON.parse(readFileSync(join(session.server.copy, FILE), "utf8")) as {
    blocks: { physical?: { start: string; end: string }[] }[];
  };
  expect(saved.blocks[2].physical![0]).toEqual({ start: "16:00", end: "17:30" });
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("puts a misspelt picture right in one tap on a phone, with that picture's own width and height", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  await openInEditor(page, session.server.baseUrl, FILE);
  // The card's picture (640 × 400) named by hand as an avatar (96 × 96), one letter out.
  await fieldAt(page, "/card/image/src").fill("/images/avatars/avatr-01.svg");
  const fix = page.locator('[data-pointer="/card/image/src"]').getByRole("button", { name: "Yes, use that" });
  await fix.waitFor();
  await press(fix);
  await expect.poll(() => fieldAt(page, "/card/image/src").inputValue()).toBe("/images/avatars/avatar-01.svg");
  expect(await fieldAt(page, "/card/image/width").inputValue()).toBe("96");
  expect(await fieldAt(page, "/card/image/height").inputValue()).toBe("96");
  await expect.poll(() => problemCount(page), { timeout: 10_000 }).toBe("0");
  expect(problems).toEqual([]);
  await context.close();
});

it("names sections and entries as people do, says a list's limit before it bites, and undoes and redoes", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, {
    width: 1280,
    // The preview of a question not written yet makes React warn (as in editor.test.ts).
    expectedErrors: [/unique "key" prop[\s\S]*Check the render method of `Faq`/],
  });
  await openInEditor(page, session.server.baseUrl, FILE);
  const title = fieldAt(page, "/title");
  const opened = await title.inputValue();
  const undoButton = page.getByRole("button", { name: "Undo", exact: true });
  const redoButton = page.getByRole("button", { name: "Redo", exact: true });
  expect(await undoButton.isDisabled()).toBe(true);

  // Typing is one step: Ctrl+Z in the field takes back the words, not a letter, and the browser's
  // own undo of that field does not run besides.
  // The page's clock stands still: on a busy machine the driver's keystrokes can come more than a second apart,
  // which the editor rightly takes for a pause (use-history.test.ts checks the pause itself).
  await page.clock.setFixedTime(Date.now());
  await title.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" with Docker");
  await expect.poll(() => unsaved(page)).toBe("Unsaved changes");
  await page.keyboard.press("ControlOrMeta+z");
  await expect.poll(() => title.inputValue()).toBe(opened);
  expect(await unsaved(page)).toBe("No unsaved changes");
  await page.keyboard.press("ControlOrMeta+z");
  expect(await title.inputValue()).toBe(opened);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect.poll(() => title.inputValue()).toBe(`${opened} with Docker`);
  await page.keyboard.press("ControlOrMeta+z");
  await page.keyboard.press("ControlOrMeta+y");
  await expect.poll(() => title.inputValue()).toBe(`${opened} with Docker`);
  await press(undoButton);
  await expect.poll(() => title.inputValue()).toBe(opened);

  // Sections by their purpose, entries by what they say, limits said before they bite.
  expect(await page.locator("li[data-block] h3").allTextContents()).toEqual([
    "▸1.Course navigationOur Courses",
    "▸2.Course introductionDevOps Engineering Training",
    "▸3.Class timingsAvailable Seat TIME",
    "▸4.List of pointsWhat You Will Learn",
    "▸5.List of pointsBenefits of This Course",
    "▸6.Frequently asked questionsFrequently Asked Questions",
    "▸7.FormEnroll in DevOps",
  ]);
  const faq = await openBlock(page, FAQ);
  const questions = faq.locator(`[data-pointer="/blocks/${FAQ}/items"]`);
  expect(await questions.locator("legend").first().textContent()).toBe("Questions (required)");
  expect(await questions.locator("[data-limit]").textContent()).toBe("5 or 6 questions.");
  const first = await fieldAt(page, `/blocks/${FAQ}/items/0/question`).inputValue();
  expect(await questions.locator("fieldset fieldset legend").first().textContent()).toBe(truncate(first));
  // Full: Add stays, unavailable, and says why.
  const add = questions.getByRole("button", { name: "Add question to Questions" });
  expect(await add.isDisabled()).toBe(true);
  expect(await add.getAttribute("aria-describedby").then((id) => page.locator(`#${id}`).textContent())).toBe(
    "The list is full: remove a question to add another.",
  );
  await add.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, "editor-words-names.png") });

  // A question removed and one added are a step each, undone and redone by the buttons.
  const count = () => questions.locator("fieldset fieldset").count();
  const last = await fieldAt(page, `/blocks/${FAQ}/items/5/question`).inputValue();
  await press(faq.getByRole("button", { name: `Remove: ${last}` }));
  await expect.poll(count).toBe(5);
  await press(add);
  await expect.poll(count).toBe(6);
  expect(await fieldAt(page, `/blocks/${FAQ}/items/5/question`).inputValue()).toBe("");
  await press(undoButton);
  await expect.poll(count).toBe(5);
  await press(undoButton);
  await expect.poll(count).toBe(6);
  expect(await fieldAt(page, `/blocks/${FAQ}/items/5/question`).inputValue()).toBe(last);
  expect(await unsaved(page)).toBe("No unsaved changes");
  await press(redoButton);
  await expect.poll(count).toBe(5);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect.poll(count).toBe(6);
  expect(await fieldAt(page, `/blocks/${FAQ}/items/5/question`).inputValue()).toBe("");
  expect(await redoButton.isDisabled()).toBe(true);

  // The block chooser uses the same names.
  await press(faq.getByRole("button", { name: /^\+ Add below/ }));
  const chooser = page.getByRole("dialog", { name: /^Add a section/ });
  await chooser.getByLabel("Frequently asked questions", { exact: true }).check();
  expect(await chooser.getByRole("heading", { name: "Example of Frequently asked questions" }).count()).toBe(1);
  expect(await chooser.getByRole("button", { name: "Add Frequently asked questions" }).count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it("on a phone, lets an optional group typed into and then emptied go, leaving nothing to fix", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  await openInEditor(page, session.server.baseUrl, "pages/_forms/career.json");
  // The career form offers no message from the visitor's own e-mail: its group is there, empty.
  const subject = fieldAt(page, "/ownMail/subject");
  await subject.scrollIntoViewIfNeeded();
  await press(subject);
  await page.keyboard.type("Job");
  await expect
    .poll(() => errorsAt(page, "/ownMail/lines"), { timeout: 10_000 })
    .toEqual([expect.stringMatching(/required/)]);
  expect(await unsaved(page)).toBe("Unsaved changes");
  // Rubbed out letter by letter, as on a phone: the group goes, and with it every problem.
  for (let letter = 0; letter < 3; letter += 1) await page.keyboard.press("Backspace");
  await expect.poll(() => problemCount(page), { timeout: 10_000 }).toBe("0");
  expect(await unsaved(page)).toBe("No unsaved changes");
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);
