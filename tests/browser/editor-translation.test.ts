import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { stampOf } from "../../src/content/translation/translation-stamp";
import { editorAddress } from "../../editor/browser/boot/editor-addresses";
import { openGuardedPage, press } from "./browser";
import { openInEditor, SCREENSHOTS, editorSession } from "./editor-session";

// A page's translation in the editor, on a phone, as staff who never saw its JSON write one: opened from
// its English page, each English text beside the box for its Nepali, counted, saved like any change.
const session = editorSession("editor-translation-");
const onDisk = (file: string) =>
  JSON.parse(readFileSync(join(session.server.copy, file), "utf8")) as Record<string, unknown>;
const counts = (page: Page) => page.locator("[data-translation-counts]").textContent();
const textAt = (page: Page, pointer: string) => page.locator(`[data-pointer="${pointer}"]`);
const problemsOf = (file: string) =>
  validatePages(session.server.copy).problems.filter((problem) => problem.file === file);

it("starts a page's Nepali translation from its English page: each English text beside its box, counted, saved as the file", async () => {
  const english = "pages/mission.json";
  const file = "pages/ne/mission.json";
  const title = onDisk(english).title as string;
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  await openInEditor(page, session.server.baseUrl, english, { preview: false });
  // Opening a page shows its languages.
  await press(page.getByRole("banner").getByRole("link", { name: "नेपाली" }));
  await page.waitForURL(`${session.server.baseUrl}${editorAddress(file)}`);
  await page.getByRole("heading", { level: 1, name: `${title} in Nepali` }).waitFor();
  await page.getByText("Not translated yet").waitFor();
  const [, total] =
    /^(\d+) texts to translate, 0 texts out of date, 0 of (\d+) translated$/.exec((await counts(page))!) ?? [];
  expect(Number(total)).toBeGreaterThan(1);
  const field = textAt(page, "/title");
  expect(await field.locator('[lang="en"]').textContent()).toBe(title);
  expect(await field.getAttribute("data-standing")).toBe("to translate");
  const box = field.getByRole("textbox");
  await press(box);
  await box.fill("हाम्रो लक्ष्य");
  await page.screenshot({ path: join(SCREENSHOTS, "editor-translation-phone.png") });
  await press(page.getByRole("button", { name: "Save" }));
  await page.getByRole("status").getByText("Saved.").waitFor();
  expect(await counts(page)).toBe(
    `${Number(total) - 1} texts to translate, 0 texts out of date, 1 of ${total} translated`,
  );
  const saved = onDisk(file);
  expect(saved).toMatchObject({ title: "हाम्रो लक्ष्य", translatedFrom: { "/title": stampOf(title) } });
  expect(problemsOf(file).filter((problem) => problem.severity === "error")).toEqual([]);
  // Listed with its English page from now on.
  await page.goto(`${session.server.baseUrl}/edit/`);
  await page.getByRole("link", { name: `${title}, नेपाली` }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it("says which texts are out of date once their English changed, and records one confirmed as still right", async () => {
  const english = "pages/about.json";
  const file = "pages/ne/about.json";
  const page0 = onDisk(english);
  const newTitle = `${page0.title as string} and Our Team`;
  writeFileSync(join(session.server.copy, english), `${JSON.stringify({ ...page0, title: newTitle }, null, 2)}\n`);
  expect(problemsOf(file).map((problem) => problem.code)).toContain("translationOutOfDate");
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  await page.goto(`${session.server.baseUrl}${editorAddress(file)}`);
  const field = textAt(page, "/title");
  await field.waitFor();
  expect(await field.getAttribute("data-standing")).toBe("out of date");
  expect(await field.locator('[lang="en"]').textContent()).toBe(newTitle);
  expect(await counts(page)).toMatch(/, 1 text out of date, /);
  await press(field.getByRole("button", { name: "Still right" }));
  expect(await counts(page)).toMatch(/, 0 texts out of date, /);
  await press(page.getByRole("button", { name: "Save" }));
  await page.getByRole("status").getByText("Saved.").waitFor();
  expect((onDisk(file).translatedFrom as Record<string, string>)["/title"]).toBe(stampOf(newTitle));
  expect(problemsOf(file)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
