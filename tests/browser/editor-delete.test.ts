import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { openGuardedPage, press } from "./browser";
import { editorSession, openInEditor, SCREENSHOTS } from "./editor-session";

// An author deletes a course on a phone, with taps: the page that links to it is named and nothing is
// deleted until another course takes its address; then the course is gone from the list and the disk,
// the home page's link leads to the course that took the address, and that course keeps it as an old one.
const session = editorSession("editor-delete-");
const FILE = "pages/courses/qa-training.json";
const KEEPER = "pages/courses/seo-basic.json";

const onDisk = (file: string) => join(session.server.copy, file);
const read = (file: string) => JSON.parse(readFileSync(onDisk(file), "utf8")) as { title: string; path: string };

it("names the page that links to a course, deletes it once another course takes its address, and says so in the list", async () => {
  const { page, context, problems } = await openGuardedPage(session.browser, { width: 375 });
  const course = read(FILE);
  const keeper = read(KEEPER);
  await openInEditor(page, session.server.baseUrl, FILE, { preview: false });
  await press(page.getByRole("button", { name: "Delete this course…" }));
  const dialog = page.getByRole("dialog", { name: `Delete “${course.title}”?` });
  await press(dialog.getByRole("button", { name: "Delete", exact: true }));
  await expect
    .poll(() => dialog.getByRole("alert").textContent())
    .toBe(
      "Other pages link to it: Home. Choose a page its address will lead to (their links then lead there), or change those links first.",
    );
  // Nothing deleted yet.
  expect(existsSync(onDisk(FILE))).toBe(true);
  await dialog.getByLabel("Its address leads to").selectOption({ label: keeper.title });
  await page.screenshot({ path: join(SCREENSHOTS, "editor-delete-375.png") });
  await press(dialog.getByRole("button", { name: "Delete, and lead its address there" }));

  await page.waitForURL(/\/edit\/$/);
  await expect
    .poll(() => page.getByRole("status").first().textContent())
    .toMatch(new RegExp(`^Deleted “${course.title.replace(/[()]/g, "\\$&")}”\\.`));
  expect(await page.getByRole("link", { name: course.title, exact: true }).count()).toBe(0);
  expect(existsSync(onDisk(FILE))).toBe(false);
  expect((read(KEEPER) as { aliases?: string[] }).aliases).toContain(course.path);
  const home = readFileSync(onDisk("pages/home.json"), "utf8");
  expect(home).not.toContain(`"${course.path}"`);
  expect(home).toContain(`"${keeper.path}"`);
  expect(problems).toEqual([]);
  await context.close();
});
