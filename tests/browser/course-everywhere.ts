import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { categorySlug } from "../../src/content/catalogue/course-categories";
import { press, settled, startScripts } from "./browser";

const SITE = "https://www.yetibytes.example";

/**
 * What docs/adding-a-course.md promises of a new course in the build at `root`/dist: its own
 * route with a heading and a canonical link, a card on /courses and a line in the sitemap.
 */
export function expectCourseInBuild(root: string, title: string, path: string): void {
  const page = readFileSync(join(root, `dist${path}/index.html`), "utf8");
  expect(page).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
  expect(page).toContain(`<link rel="canonical" href="${SITE}${path}" />`);
  const courses = readFileSync(join(root, "dist/courses/index.html"), "utf8");
  expect(courses).toContain(`href="${path}"`);
  // Under its category's heading: a course without a category is under "Other Courses".
  expect(courses).toMatch(new RegExp(`<h3[^>]*>${title}</h3>`));
  expect(readFileSync(join(root, "dist/sitemap.xml"), "utf8")).toContain(`<loc>${SITE}${path}</loc>`);
}

/**
 * ...and, on a phone at the built site's home page: suggested by the search for `typed`, two taps
 * from the drawer (its category's page, then the course: the fixture site's catalogue is larger than the
 * menus list in full), and offered by the enrolment form on its own page.
 */
export async function expectCourseFindable(
  page: Page,
  home: string,
  title: string,
  path: string,
  typed: string,
  category = "Other Courses",
) {
  await page.goto(home, { waitUntil: "load" });
  await settled(page);
  await page.getByRole("combobox", { name: "Search courses" }).fill(typed);
  await press(page.getByRole("listbox").getByRole("option", { name: title }));
  await page.waitForURL((url) => url.pathname === path);
  // The address changes before the course's page is drawn: wait for its heading.
  await page.getByRole("heading", { level: 1, name: title }).waitFor();

  // Two taps from the drawer, which names the categories of a catalogue this size. The page loads its
  // structured data's code after a client-side navigation: let it arrive before leaving.
  await settled(page);
  await page.goto(home, { waitUntil: "load" });
  // Started first, so the taps navigate within the app rather than cutting its start short.
  await startScripts(page);
  await press(page.getByRole("button", { name: "More", exact: true }));
  await press(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: category, exact: true }));
  await page.waitForURL((url) => url.pathname === `/courses/${categorySlug(category)}`);
  // Its card, or its line in the A-to-Z list below the cards.
  await press(page.locator(`main a[href="${path}"]`).first());
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  await settled(page);

  // The enrolment form's choice (a course with no batch planned has the course inquiry in a closed dialog too).
  const course = page.locator("main form:not(dialog form) select[name=course]");
  await course.scrollIntoViewIfNeeded();
  expect(await course.locator("option").allTextContents()).toContain(title);
}
