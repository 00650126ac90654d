import { loadAxeIn, violations } from "./axe";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto, cameraTraces } from "../../scripts/lib/fixture-site/camera-photo";
import { bareCopyOfProject } from "../../scripts/lib/bare-copy-of-project";
import { deployFolderCachingIn, withFormSettings } from "../../scripts/commands/git-hook/site-repository.fixture";
import { readDeployStatus } from "../../scripts/commands/git-hook/deploy/deploy-status";
import { addressWithLogin, git, gitOverHttp } from "../support/git-commands";
import { EDITOR_ADDRESS, editorAddress } from "../../editor/browser/boot/editor-addresses";
import { PROJECT_ROOT } from "../../scripts/lib/project-root";
import { readPageTexts } from "../../scripts/content-layout/read-page-texts";
import type { SiteVersion } from "../../src/runtime/site-version";
import type { CoursePage } from "../../src/generated/page";
import { startNginx, type NginxServer } from "../../scripts/lib/nginx-server";
import { launchBrowser, leaveRoute, openGuardedPage, press, type GuardedPage } from "./browser";
import { fieldAt, focusedField, PREVIEW_FRAME, SCREENSHOTS } from "./editor-session";

// A self-hosted site as the README sets one up: Debian's nginx serving the site with the generated
// docs/deploy/nginx.conf, and at /git/ the site's repository (a bare copy of this project's last commit)
// through fcgiwrap and git http-backend, behind Basic authentication, with the project's hooks installed
// (npm run git-hook:install -- --deploy-to: the validator, and the build of main into the folder nginx
// serves). The built editor there, on a phone, with taps; a camera's photo it commits is made fit first.
const ACCOUNT = { username: "sita", password: "right horse battery" };
const COURSE = "pages/courses/python-training.json";
const NEW_TITLE = "Rust Programming";
const NEW_COURSE = "pages/courses/rust-programming.json";
const NEW_PICTURE = "public/images/courses/rust-programming.svg";

let root: string;
let bare: string;
/** The folder nginx serves from (its current build) and the deploy hook builds into. */
let deployFolder: string;
let site: NginxServer;
let baseUrl: string;
let browser: Browser;
let author: GuardedPage;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "editor-git-"));
  bare = bareCopyOfProject(root);
  const served = (deployFolder = join(root, "site"));
  // The site as deployed before this test: the suite's build of this project, which main's last commit is
  // (install then finds it live and builds nothing; post-receive.test.ts covers the install's first build).
  const main = onServer("rev-parse", "main");
  cpSync(join(PROJECT_ROOT, "dist"), join(served, "builds", main), { recursive: true });
  symlinkSync(join("builds", main), join(served, "current"));
  // Its builds' caches: this project's, warm from the suite's build.
  deployFolderCachingIn(served, join(PROJECT_ROOT, "node_modules/.cache"));
  // Its owner's settings: a deploy whose forms would reach no one is refused.
  withFormSettings(served);
  execFileSync(
    process.execPath,
    [
      join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"),
      "scripts/commands/git-hook/install.ts",
      bare,
      "--deploy-to",
      served,
    ],
    { cwd: PROJECT_ROOT, stdio: "ignore" },
  );
  site = await startNginx(join(root, "nginx"), join(served, "current"), { projectRoot: root, ...ACCOUNT });
  baseUrl = site.url;
  browser = await launchBrowser();
  author = await openGuardedPage(browser, {
    width: 375,
    // The git server answers the wrong password with 401, which the browser logs. Nothing the editor asks
    // answers 404: it asks whether this computer's files are here of a file the build carries.
    expectedErrors: [/401/],
    reloadedFrames: PREVIEW_FRAME,
  });
  await loadAxeIn(author.context);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

const onServer = (...args: string[]) => git(bare, ...args);
/** Someone else's clone of the site's repository, over HTTP with the account, in root/name. */
async function cloneOverHttp(name: string): Promise<string> {
  const clone = join(root, name);
  await gitOverHttp(root, "clone", "-q", addressWithLogin(`${baseUrl}/git`, ACCOUNT), clone);
  return clone;
}
/** The files a commit on the server changed, after its subject line. */
const commitOnServer = (ref: string) => onServer("show", "--name-only", "--format=%s", ref).split("\n").filter(Boolean);

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel("Repository address").fill("/git/site.git");
  await page.getByLabel("User name").fill(ACCOUNT.username);
  await page.getByLabel("Password or access token").fill(password);
  await page.getByLabel("Your name").fill("Sita Sharma");
  await page.getByLabel("Your e-mail").fill("sita@example.com");
  await press(page.getByRole("button", { name: "Sign in" }));
}

/**
 * Goes to an address of the editor. Leaving a page cuts short what it was still reading from the
 * git server (net::ERR_ABORTED), which is not a problem; anything else it left behind still is.
 */
async function goTo(address: string): Promise<void> {
  author.problems.push(...(await leaveRoute(author)));
  await author.page.goto(`${baseUrl}${address}`);
}

/**
 * The editor's first screen, signed in: signs in where the browser is not yet (each test may run alone,
 * and the author's sign-in is kept by the browser for those after it).
 */
async function signedIn(): Promise<void> {
  const { page } = author;
  await goTo(EDITOR_ADDRESS);
  const signInScreen = page.getByRole("heading", { name: "Sign in to edit the site", level: 1 });
  await signInScreen.or(draftRegion(page)).first().waitFor({ timeout: 60_000 });
  if (await signInScreen.isVisible()) await signIn(page, ACCOUNT.password);
  await expect.poll(() => draftRegion(page).textContent(), { timeout: 60_000 }).toMatch(/Signed in as sita\./);
}

/** Opens a document from its address and waits for its form to be checked. */
async function openDocument(file: string): Promise<void> {
  await goTo(editorAddress(file));
  await author.page.locator('[data-pointer=""]').waitFor({ timeout: 60_000 });
  await author.page.locator("[data-problem-count]").waitFor({ timeout: 60_000 });
}

/** The title of a category's first course, as the Courses page lists them (by order): a new course's starting text. */
function firstOf(category: string): string {
  const courses = [...readPageTexts(PROJECT_ROOT)]
    .filter(([file]) => file.startsWith("pages/courses/"))
    .map(([, text]) => JSON.parse(text) as CoursePage)
    .filter((course) => course.category === category && !course.draft);
  return courses.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0]!.title;
}

const draftRegion = (page: Page) => page.getByRole("region", { name: "Your draft" });
const problemSummary = (page: Page) => page.locator("[data-problem-count]").textContent();
const toWrite = (page: Page) => page.getByRole("list", { name: /^Still to write/ }).getByRole("button");
const status = (page: Page) => page.getByRole("status").first().textContent();

describe("the built editor on a static host, saving to a git server", { timeout: 180_000 }, () => {
  it("refuses a wrong password in words, keeping every field as typed", async () => {
    const { page } = author;
    await goTo(EDITOR_ADDRESS);
    await page.getByRole("heading", { name: "Sign in to edit the site", level: 1 }).waitFor();
    // WCAG 2.2 AA, and axe's landmark rules: everything inside a landmark, one main.
    expect(await violations(page, { also: ["region", "landmark-one-main"] })).toEqual([]);
    await signIn(page, "wrong horse");
    await expect
      .poll(() => page.getByRole("alert").textContent(), { timeout: 60_000 })
      .toMatch(/did not accept this user name and password/);
    expect(await page.getByLabel("User name").inputValue()).toBe(ACCOUNT.username);
    expect(await page.getByLabel("Your e-mail").inputValue()).toBe("sita@example.com");
  });

  // One author's journey, each step starting where the one before left the page: a new course waits in
  // the draft, is finished, then published and seen live.
  it(
    "a New course: a draft page on the author's branch, finished without its draft mark, then one commit on main, live on nginx",
    // Publish builds the site in the deploy hook: 26 s alone, over two minutes on a machine twice as busy.
    { timeout: 480_000 },
    async () => {
      const { page } = author;
      await signedIn();
      await newCourseInDraft(page);
      await finishedInDraft(page);
      await publishedLive(page);
    },
  );

  async function newCourseInDraft(page: Page): Promise<void> {
    const mainBefore = onServer("rev-parse", "main");
    await expect
      .poll(() => draftRegion(page).textContent(), { timeout: 60_000 })
      .toMatch(/Signed in as sita\. Your draft is empty/);
    await page.screenshot({ path: join(SCREENSHOTS, "editor-git-signed-in-375.png") });

    await press(page.getByRole("button", { name: "New course" }));
    await page.getByLabel("Title of the new course").fill(NEW_TITLE);
    await press(page.getByRole("button", { name: "Create course" }));
    await page.waitForURL(/\/edit\/\?file=pages%2Fcourses%2Frust-programming\.json$/, { timeout: 60_000 });
    await page.getByRole("heading", { name: NEW_TITLE, level: 1 }).waitFor({ timeout: 60_000 });
    await expect.poll(() => problemSummary(page), { timeout: 60_000 }).toMatch(/^\d+ texts still to write\.$/);
    expect(
      await page
        .getByRole("region", { name: "Publishing" })
        .getByText(/^Not finished: \d+ texts to write$/)
        .count(),
    ).toBe(1);

    // One commit on the draft's branch: the page and the card picture drawn for it; main as it was.
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(onServer("rev-parse", "drafts/sita^")).toBe(mainBefore);
    expect(commitOnServer("drafts/sita")).toEqual([`New course: ${NEW_TITLE}`, NEW_COURSE, NEW_PICTURE]);
    expect(onServer("show", `drafts/sita:${NEW_COURSE}`)).toContain('"draft": true');
    expect(onServer("show", `drafts/sita:${NEW_PICTURE}`)).toMatch(/^<svg /);
  }

  async function finishedInDraft(page: Page): Promise<void> {
    const mainBefore = onServer("rev-parse", "main");
    // Every text but one was written by a colleague in a clone and pushed to the draft (writing each in the
    // editor, a tap and a check at a time, is editor-journey.test.ts's story): opened again, the editor
    // shows the draft as the server now has it, with the one text left.
    const unwritten = (await toWrite(page).count()) - 1;
    await writtenButOneElsewhere();
    await openDocument(NEW_COURSE);
    await expect.poll(() => toWrite(page).count(), { timeout: 60_000 }).toBe(1);
    await press(toWrite(page).first());
    await expect.poll(() => focusedField(page)).toMatchObject({ value: expect.stringMatching(/^Replace:/) });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText(`Written for ${NEW_TITLE}, part ${unwritten + 1}.`);
    await expect.poll(() => toWrite(page).count(), { timeout: 60_000 }).toBe(0);
    const finish = page.getByRole("button", { name: "Mark as finished", exact: true });
    await expect.poll(() => finish.isEnabled(), { timeout: 60_000 }).toBe(true);
    await press(finish);
    await expect.poll(() => status(page), { timeout: 60_000 }).toMatch(/^Saved in your draft/);
    // Finished, and saved in the draft: not on the site until the draft is published, and it says so.
    const standing = page.getByRole("region", { name: "Publishing" });
    await expect.poll(() => standing.textContent(), { timeout: 60_000 }).toMatch(/^Not on the site yet/);
    expect(await standing.textContent()).not.toMatch(/published|visitors see it now/i);
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(commitOnServer("drafts/sita")).toEqual([`Edit ${NEW_TITLE}`, NEW_COURSE]);
    expect(onServer("show", `drafts/sita:${NEW_COURSE}`)).not.toContain('"draft"');
    expect(onServer("show", `drafts/sita:${NEW_COURSE}`)).not.toContain("Replace:");
  }

  /** The new course's texts but its last, written in a colleague's clone of the draft and pushed over HTTP: one commit. */
  async function writtenButOneElsewhere(): Promise<void> {
    const clone = await cloneOverHttp("laptop");
    git(clone, "switch", "-q", "drafts/sita");
    const file = join(clone, NEW_COURSE);
    const text = readFileSync(file, "utf8");
    const unwritten = text.match(/"Replace: [^"]*"/g) ?? [];
    expect(unwritten.length).toBeGreaterThan(20);
    let n = 0;
    const written = text.replace(/"Replace: [^"]*"/g, (template) =>
      n < unwritten.length - 1 ? JSON.stringify(`Written for ${NEW_TITLE}, part ${++n}.`) : template,
    );
    writeFileSync(file, written);
    git(clone, "commit", "-q", "-am", `Write ${NEW_TITLE}`);
    await gitOverHttp(clone, "push", "-q", "origin", "drafts/sita");
  }

  async function publishedLive(page: Page): Promise<void> {
    const mainBefore = onServer("rev-parse", "main");
    // Published from the course's own screen (the same Publish as the list's), whose status follows it.
    const draft = draftRegion(page);
    const standing = page.getByRole("region", { name: "Publishing" });
    await expect.poll(() => draft.textContent(), { timeout: 60_000 }).toMatch(/these 2 changes once you publish/);
    // What Publish puts on the site is listed before the press.
    expect(
      await draft.getByRole("list", { name: "Publish puts on the site:" }).getByRole("listitem").allTextContents(),
    ).toEqual([NEW_TITLE, "Picture /images/courses/rust-programming.svg"]);
    await page.screenshot({ path: join(SCREENSHOTS, "editor-git-draft-375.png") });
    expect(await fetch(`${baseUrl}/rust-programming`).then((answer) => answer.status)).toBe(404);
    const pressed = performance.now();
    await press(draft.getByRole("button", { name: "Publish to the site" }));
    const steps = draft.getByRole("list", { name: "Publishing" });
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toMatch(/Checking your pages/);
    await expect
      .poll(() => standing.textContent())
      .toMatch(/^Publishing…Visitors see this course at \/rust-programming once/);
    await page.screenshot({ path: join(SCREENSHOTS, "editor-git-publishing-375.png") });
    // "Building the site" once the server says it builds this commit, and not before.
    await expect
      .poll(() => steps.locator('[aria-current="step"]').textContent(), { timeout: 120_000 })
      .toMatch(/Building the site/);
    const building = readDeployStatus(deployFolder);
    expect(building).toMatchObject({ state: "building", commit: onServer("rev-parse", "main") });
    // Another author signing in meanwhile is answered at once: the git server never waits on the build.
    const asked = performance.now();
    const refs = await fetch(`${baseUrl}/git/site.git/info/refs?service=git-upload-pack`, {
      headers: { Authorization: `Basic ${btoa(`${ACCOUNT.username}:${ACCOUNT.password}`)}` },
    });
    expect(refs.status).toBe(200);
    expect(await refs.text()).toContain("refs/heads/main");
    console.log(`editor-git: a sign-in during the build answered in ${(performance.now() - asked).toFixed(0)} ms`);
    expect(readDeployStatus(deployFolder)).toEqual(building);
    await expect
      .poll(() => draft.getByRole("status").textContent(), { timeout: 300_000 })
      .toMatch(/^Live: visitors see it now \(\d+ s after you pressed Publish\)\.$/);
    const seconds = (performance.now() - pressed) / 1000;
    const switched = readDeployStatus(deployFolder);
    const late = switched?.state === "live" ? (Date.now() - Date.parse(switched.at)) / 1000 : NaN;
    console.log(
      `editor-git: live on nginx ${seconds.toFixed(1)} s after Publish was pressed; the editor said so ${late.toFixed(1)} s after nginx served it`,
    );
    await expect.poll(() => standing.textContent()).toMatch(/^On the site.*: live since \d{1,2}:\d\d/);
    await page.screenshot({ path: join(SCREENSHOTS, "editor-git-live-375.png") });
    // Live means nginx serves the published commit: the new page, and /version.json naming main.
    const live = await fetch(`${baseUrl}/rust-programming`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(NEW_TITLE);
    expect(await fetch(`${baseUrl}/version.json`).then((answer) => answer.json())).toMatchObject({
      commit: onServer("rev-parse", "main"),
    });
    expect(await steps.locator('[data-state="done"]').allTextContents()).toEqual([
      "✓Checking your pages",
      "✓Publishing",
      "✓Building the site",
      "✓Live",
    ]);
    // Built with the owner's site.env, every form reaches the company: the live site's version.json says so,
    // and the editor warns of nothing.
    const { forms } = (await fetch(`${baseUrl}/version.json`).then((answer) => answer.json())) as SiteVersion;
    expect(Object.values(forms ?? {})).not.toContain(null);
    expect(Object.keys(forms ?? {})).toHaveLength(4);
    expect(await draft.getByRole("alert").count()).toBe(0);
    const link = draft.getByRole("link", { name: "See /rust-programming on the site" });
    await press(link);
    await page.waitForURL(/\/rust-programming\?published=\w{12}$/);
    expect(await page.locator("h1").count()).toBe(1);
    await goTo(EDITOR_ADDRESS);
    // And it looks at the draft again, which is empty now.
    await expect.poll(() => draft.textContent(), { timeout: 60_000 }).toMatch(/Your draft is empty/);
    expect(onServer("rev-parse", "main^")).toBe(mainBefore);
    expect(commitOnServer("main")).toEqual([`Publish ${NEW_TITLE}`, NEW_COURSE, NEW_PICTURE]);
    expect(onServer("log", "-1", "--format=%an <%ae>", "main")).toBe("Sita Sharma <sita@example.com>");
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
  }

  it("shows, field by field, a change someone made meanwhile, overwrites nothing, and keeps the author's change across a reload", async () => {
    const { page } = author;
    await signedIn();
    await openDocument(COURSE);
    // Someone else changes the same course's title with plain git.
    const clone = await cloneOverHttp("someone");
    const path = join(clone, COURSE);
    const theirs = readFileSync(path, "utf8").replace(/"title": "[^"]*"/, '"title": "Python Evenings"');
    writeFileSync(path, theirs);
    git(clone, "commit", "-q", "-am", "Evening class");
    // Put on main on the server itself, past the hooks: a push would rebuild the site (20 to 60 s), which
    // this test does not look at (post-receive.test.ts and the Publish above do).
    onServer("fetch", "-q", clone, "HEAD");
    onServer("update-ref", "refs/heads/main", git(clone, "rev-parse", "HEAD"));
    const mainBefore = onServer("rev-parse", "main");

    await fieldAt(page, "/title").fill("Python for Everyone");
    await press(page.getByRole("button", { name: "Save", exact: true }));
    const versions = page.getByRole("dialog", { name: "Someone else saved this page while you were editing" });
    await versions.waitFor({ timeout: 60_000 });
    const title = versions.getByRole("group", { name: "Title", exact: true });
    expect(await title.getByRole("radio", { name: /^Saved meanwhile: “Python Evenings/ }).count()).toBe(1);
    expect(await title.getByRole("radio", { name: /^Yours: “Python for Everyone/ }).count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, "editor-git-versions-375.png") });
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
    expect(author.problems).toEqual([]);

    // The tab is reloaded (or the connection lost) with the choice still to make: the change is back.
    page.once("dialog", (dialog) => void dialog.accept());
    await openDocument(COURSE);
    await page
      .getByRole("status")
      .filter({ hasText: /which were not saved, are back/ })
      .waitFor();
    expect(await fieldAt(page, "/title").inputValue()).toBe("Python for Everyone");
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
  });

  it("refuses, with git itself, a push whose document is invalid, naming its file, line and column", async () => {
    const clone = await cloneOverHttp("invalid-push");
    const path = join(clone, COURSE);
    const text = readFileSync(path, "utf8");
    writeFileSync(path, text.replace('"type": "faq"', '"type": "fqa"'));
    const line = text.slice(0, text.indexOf('"type": "faq"')).split("\n").length;
    git(clone, "commit", "-q", "-am", "A block type misspelt");
    const mainBefore = onServer("rev-parse", "main");
    const push = gitOverHttp(clone, "push", "-q", "origin", "main");
    await expect(push).rejects.toMatchObject({
      stderr: expect.stringMatching(new RegExp(`pages/courses/python-training\\.json:${line}:\\d+`)),
    });
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
  });

  it("commits a camera's photo as the author's browser made it fit: upright, twice its widest box, no EXIF or GPS, asking what it shows", async () => {
    const { page } = author;
    const course = "pages/courses/php-training.json";
    await signedIn();
    await openDocument(course);
    await press(
      page.locator('[data-pointer="/card/image"]').getByRole("button", { name: /Choose or upload a picture/ }),
    );
    const chooser = page.getByRole("dialog", { name: "Choose a picture" });
    await chooser.getByLabel("Upload a new picture").setInputFiles({
      name: "PHP class.jpg",
      mimeType: "image/jpeg",
      buffer: await cameraPhoto("php class", 4032, 3024, true),
    });
    await press(chooser.getByRole("button", { name: "Upload and use" }));
    await chooser.waitFor({ state: "hidden", timeout: 60_000 });
    // The chooser closes at once; the picture is put in once its size is read from it.
    await expect.poll(() => fieldAt(page, "/card/image/src").inputValue()).toBe("/images/courses/php-class.jpg");
    // The course's old picture's words are not this one's: the field is emptied for the author to write.
    await expect.poll(() => focusedField(page)).toMatchObject({ pointer: "/card/image/alt", value: "" });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText("Students writing PHP in the lab");
    await press(page.getByRole("button", { name: "Save", exact: true }));
    await expect.poll(() => status(page), { timeout: 60_000 }).toMatch(/^Saved in your draft/);
    expect(commitOnServer("drafts/sita")).toEqual(
      expect.arrayContaining([course, "public/images/courses/php-class.jpg"]),
    );
    const committed = execFileSync("git", ["cat-file", "blob", "drafts/sita:public/images/courses/php-class.jpg"], {
      cwd: bare,
    });
    const { width, height } = await sharp(committed).metadata();
    // Twice the widest box a card's picture is drawn in (608 px): 1216 px across, not the camera's 3024.
    expect({ width, height, traces: await cameraTraces(committed) }).toEqual({ width: 1216, height: 1621, traces: [] });
    expect(author.problems).toEqual([]);
  });

  it("makes a new course ready to publish in under 30 taps: its own words asked, the rest its category's first course's", async () => {
    const { page } = author;
    await signedIn();
    // A tap is a tap: a field is one to focus (the keyboard then types), a list's choice two, a date picker's three.
    let taps = 0;
    const tap = (target: Locator, count = 1) => {
      taps += count;
      return press(target);
    };
    const typeInto = async (field: Locator, text: string) => {
      await tap(field);
      await page.keyboard.insertText(text);
    };
    await tap(page.getByRole("button", { name: "New course" }));
    await typeInto(page.getByLabel("Title of the new course"), "Kotlin Training");
    taps += 2;
    await page.getByLabel("Category").selectOption("Mobile Apps");
    await typeInto(
      page.getByLabel("What it teaches, in one sentence"),
      "Build Android apps in Kotlin with Jetpack Compose, from the first screen to the Play Store",
    );
    taps += 3;
    await page.getByLabel("Next batch starts").fill("2027-01-10");
    await tap(page.getByRole("button", { name: "Create course" }));
    const file = "pages/courses/kotlin-training.json";
    await page.waitForURL(/\/edit\/\?file=pages%2Fcourses%2Fkotlin-training\.json$/, { timeout: 60_000 });
    await page.locator("[data-problem-count]").waitFor({ timeout: 60_000 });

    // Nothing left to write: the page's other texts are the category's first course's, each named
    // where it is still word for word, for the author to change where it is not true of Kotlin.
    const finish = page.getByRole("button", { name: "Mark as finished", exact: true });
    await expect.poll(() => finish.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(await toWrite(page).count()).toBe(0);
    const borrowed = page.getByRole("list", { name: /^Still another course's words/ }).getByRole("button");
    await expect.poll(() => borrowed.count()).toBeGreaterThan(5);
    // Each leads to its field, which says whose words they are (a look the author need not take: not counted).
    await press(borrowed.first());
    await expect
      .poll(() =>
        page
          .getByText(`Warning: These are the words of “${firstOf("Mobile Apps")}”, word for word`, { exact: false })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, "editor-git-new-course-375.png") });
    await tap(finish);
    await expect.poll(() => status(page), { timeout: 60_000 }).toMatch(/^Saved in your draft/);
    await expect
      .poll(() => page.getByRole("region", { name: "Publishing" }).textContent(), { timeout: 60_000 })
      .toMatch(/^Not on the site yet/);
    // And one more to publish it: Publish to the site, on this same screen.
    await page
      .getByRole("region", { name: "Your draft" })
      .getByRole("button", { name: "Publish to the site" })
      .waitFor();
    taps += 1;
    console.log(`editor-git: a new course ready to publish in ${taps} taps, Publish included`);
    expect(taps).toBeLessThan(30);

    const saved = JSON.parse(onServer("show", `drafts/sita:${file}`)) as CoursePage;
    expect(saved).toMatchObject({
      title: "Kotlin Training",
      category: "Mobile Apps",
      nextBatches: { physical: { starts: "2027-01-10" } },
      meta: {
        description: "Build Android apps in Kotlin with Jetpack Compose, from the first screen to the Play Store.",
      },
    });
    expect(saved.draft).toBeUndefined();
    expect(JSON.stringify(saved)).not.toContain("Replace:");
    expect(author.problems).toEqual([]);
  });
});
