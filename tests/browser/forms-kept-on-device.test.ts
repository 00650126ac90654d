import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MARKERS } from "../../src/runtime/markers";
import { launchBrowser, openGuardedPage, press, settled, startScripts, type GuardOptions } from "./browser";
import {
  chooseResume,
  ENROLMENT_PARAMS,
  expectEnrolmentKept,
  fillEnrolment,
  label,
  SUBMISSION_ID,
  REFERENCE,
} from "./form-filling";
import { CLOUDINARY, EMAILJS, fakeEmailJs, PIXEL_PNG as PNG, UPLOADED } from "./form-services";

// A form sent while the network is down, or while the mail service answers 429 or 5xx, is kept on
// the visitor's device (IndexedDB) and sent by itself once it can be: exactly once, whatever the
// tabs, reloads and returns of the connection. The site's build has the services configured; EmailJS
// and Cloudinary are intercepted, and count what reached them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The console's words for what the tests provoke: a try that failed and was kept, and the network's refusals. */
const KEPT_WORDS = [/\[kept forms\] .* is kept for a later try/, /Failed to load resource/];
const KEPT_ENROLMENT = /your enrolment is saved on this device/;
const KEPT_APPLICATION = /your application is saved on this device/;
const NOTICE = "Forms saved on this device";

const unreachable = (route: Route) => route.abort("internetdisconnected");

async function open(options: Partial<GuardOptions> & { path: string }) {
  const guarded = await openGuardedPage(browser, {
    width: 375,
    intercepted: [EMAILJS, CLOUDINARY],
    expectedErrors: KEPT_WORDS,
    ...options,
  });
  await guarded.page.goto(`${inject("baseUrl")}${options.path}`, { waitUntil: "load" });
  await formReady(guarded.page);
  return guarded;
}

/** The visitor has been on the page a while: its scripts started, and the form's code arrived before the network went. */
async function formReady(page: Page) {
  // The page's own form, not one in a closed dialog (a course page's "Tell me when the next batch opens").
  await page.locator("main form:not(dialog form)").first().scrollIntoViewIfNeeded();
  await startScripts(page);
  await page.locator(`main form:not(dialog form)[${MARKERS.hydrated}="true"]`).first().waitFor({ state: "attached" });
}

/** The connection drops and comes back: the browser's "online" event, as a phone's network returns. */
async function connectionReturns(context: BrowserContext) {
  await context.setOffline(true);
  await context.setOffline(false);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the times of every form kept in the page's IndexedDB, as days passing would. */
async function moveKeptForms(page: Page, by: { keptAt?: number; nextTryAt?: number }) {
  await page.evaluate(async ({ keptAt = 0, nextTryAt = 0 }) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("kept-forms");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const store = database.transaction("submissions", "readwrite").objectStore("submissions");
    await new Promise<void>((resolve) => {
      store.openCursor().onsuccess = (event) => {
        const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
        if (!cursor) return resolve();
        const { value } = cursor;
        cursor.update({ ...value, keptAt: value.keptAt + keptAt, nextTryAt: value.nextTryAt + nextTryAt });
        cursor.continue();
      };
    });
    database.close();
  }, by);
}

const notice = (page: Page) => page.getByRole("complementary", { name: NOTICE });

describe("a form sent with no connection is kept on the phone and sent when the connection is back", () => {
  it("offline, sent, reloaded, online: the application and its résumé are sent once, as typed", async () => {
    const { page, context, problems } = await open({ path: "/career" });
    const email = fakeEmailJs(unreachable);
    const uploads: string[] = [];
    let uploadAnswer: (route: Route) => Promise<void> = unreachable;
    await page.route(EMAILJS, email.handler);
    await page.route(CLOUDINARY, (route) => {
      uploads.push(route.request().postDataBuffer()?.toString("latin1") ?? "");
      return uploadAnswer(route);
    });

    await context.setOffline(true);
    await label(page, "Full Name").fill("Bikash Thapa");
    await label(page, "Email Address").fill("bikash@example.com");
    await label(page, "Phone Number").fill("9811111111");
    await label(page, "Message (optional)").fill("Weekends only, please.");
    await chooseResume(page, { name: "resume.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "Preview of resume.png" }).waitFor();
    await press(page.getByRole("button", { name: "Submit Application" }));
    await page.getByText(KEPT_APPLICATION).waitFor();
    expect(uploads.length + email.received.length, "nothing leaves while offline").toBe(0);

    // The page is opened again while the services are still out of reach: it says what waits.
    await context.setOffline(false);
    await page.reload({ waitUntil: "load" });
    await notice(page).getByText("1 form is saved on this device").waitFor();
    // The visitor uses the page before the connection drops again: its scripts have all arrived.
    await startScripts(page);
    const uploaded = { status: 200, contentType: "application/json", body: JSON.stringify({ secure_url: UPLOADED }) };
    uploadAnswer = (route) => route.fulfill(uploaded);
    email.answerWith((route) => route.fulfill({ status: 200, body: "OK" }));
    await connectionReturns(context);

    await notice(page).getByText("✅ Sent: the form from Bikash Thapa").waitFor();
    const delivered = uploads.filter((body) => body.includes('filename="resume.png"'));
    expect(delivered.at(-1)).toContain(PNG.toString("latin1"));
    const sent = email.received.filter((request) => request.template_params.resume === UPLOADED);
    expect(sent).toHaveLength(1);
    expect(sent[0].template_params).toEqual({
      name: "Bikash Thapa",
      email: "bikash@example.com",
      phone: "9811111111",
      message: "Weekends only, please.",
      resume: UPLOADED,
      submission_id: expect.stringMatching(SUBMISSION_ID),
      reference: expect.stringMatching(REFERENCE),
      form_name: "Job application",
      all_answers: expect.stringContaining(`CV (a PDF or a picture): ${UPLOADED}\n`),
    });
    expect(
      await notice(page)
        .getByText(/saved on this device and will be sent/)
        .count(),
    ).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("two tabs, and the connection returning twice, send it once", async () => {
    const first = await open({ path: "/frontend-development" });
    const email = fakeEmailJs(unreachable);
    await first.context.route(EMAILJS, email.handler);
    await first.context.setOffline(true);
    await fillEnrolment(first.page);
    await press(first.page.getByRole("button", { name: "Submit" }));
    await first.page.getByText(KEPT_ENROLMENT).waitFor();

    // A second tab, opened while the mail service is still out of reach, waits for it too.
    await first.context.setOffline(false);
    const second = await first.context.newPage();
    await second.goto(`${inject("baseUrl")}/about`, { waitUntil: "load" });
    await notice(second).getByText("1 form is saved on this device").waitFor();
    await notice(first.page).getByText("1 form is saved on this device").waitFor();
    const triedBefore = email.received.length;
    email.answerWith((route) => route.fulfill({ status: 200, body: "OK" }));
    await connectionReturns(first.context);
    await connectionReturns(first.context);

    await notice(first.page).getByText("✅ Sent: the form from Sita Sharma").waitFor();
    await notice(second).getByText("✅ Sent: the form from Sita Sharma").waitFor();
    const sent = email.received.slice(triedBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0].template_params).toEqual({
      ...ENROLMENT_PARAMS,
      submission_id: expect.stringMatching(SUBMISSION_ID),
      reference: expect.stringMatching(REFERENCE),
      form_name: "Enrolment form",
      all_answers: expect.stringContaining(`Full Name: ${ENROLMENT_PARAMS.name}\n`),
    });
    expect(first.problems).toEqual([]);
    await first.context.close();
  });

  it("a 429, then a 200: kept, tried again by itself, sent once", async () => {
    const { page, context, problems } = await open({ path: "/frontend-development" });
    const email = fakeEmailJs((route) => route.fulfill({ status: 429, body: "Too Many Requests" }));
    await page.route(EMAILJS, email.handler);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText(KEPT_ENROLMENT).waitFor();
    expect(email.received).toHaveLength(1);
    email.answerWith((route) => route.fulfill({ status: 200, body: "OK" }));

    // No event: the page's own clock tries again (10 s after a first refusal).
    await page.getByText("🎉 Form submitted successfully!").waitFor({ timeout: 60_000 });
    expect(email.received).toHaveLength(2);
    expect(email.received[1].template_params).toEqual(email.received[0].template_params);
    // The answer that took the form's place gives the reference the e-mail carries.
    expect(await page.getByRole("status").filter({ hasText: "🎉" }).textContent()).toContain(
      email.received[0].template_params.reference,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a form kept on the phone is tried again when the visitor comes back to the page", () => {
  it("a 503, then the page is seen again: sent at once, without waiting for the clock", async () => {
    const { page, context, problems } = await open({ path: "/frontend-development" });
    const email = fakeEmailJs((route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await page.route(EMAILJS, email.handler);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText(KEPT_ENROLMENT).waitFor();
    email.answerWith((route) => route.fulfill({ status: 200, body: "OK" }));
    // Its clock would try again only in a day: what sends it now is the page being seen again.
    await moveKeptForms(page, { nextTryAt: DAY_MS });
    // The visitor switched to another app and back: the browser's visibilitychange, as it fires then.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.getByText("🎉 Form submitted successfully!").waitFor();
    expect(email.received).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("what waits, the visitor sees and decides on", () => {
  it("lists what waits, and a form cancelled is never sent", async () => {
    const { page, context, problems } = await open({ path: "/frontend-development" });
    const email = fakeEmailJs();
    await page.route(EMAILJS, email.handler);
    await context.setOffline(true);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText(KEPT_ENROLMENT).waitFor();

    await press(notice(page).getByRole("button", { name: "See what is waiting" }));
    const list = page.getByRole("dialog", { name: "Saved on this device" });
    await list.getByText(/^Enrolment form from Sita Sharma, saved /).waitFor();
    await press(list.getByRole("button", { name: "Cancel sending the form from Sita Sharma" }));
    await notice(page).waitFor({ state: "hidden" });
    await context.setOffline(false);
    await page.reload({ waitUntil: "load" });
    await settled(page);
    expect(email.received).toHaveLength(0);
    expect(await notice(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a page reloaded while the e-mail is on the way never sends it again unasked", async () => {
    const { page, context, problems } = await open({ path: "/frontend-development" });
    let arrived = () => {};
    const emailArrived = new Promise<void>((resolve) => (arrived = resolve));
    const email = fakeEmailJs(async () => {
      arrived();
      // The answer never comes back to this page: it is reloaded first.
    });
    await page.route(EMAILJS, email.handler);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await emailArrived;
    await page.reload({ waitUntil: "load" });
    await notice(page).getByText("please tell us whether to send again").waitFor();
    await startScripts(page);
    await connectionReturns(context);
    await press(notice(page).getByRole("button", { name: "See what is waiting" }));
    const list = page.getByRole("dialog", { name: "Saved on this device" });
    await list.getByText("The page closed while this was being sent: it may have reached us already.").waitFor();
    expect(email.received).toHaveLength(1);

    email.answerWith((route) => route.fulfill({ status: 200, body: "OK" }));
    await press(list.getByRole("button", { name: "Send it again" }));
    await notice(page).getByText("✅ Sent: the form from Sita Sharma").waitFor();
    expect(email.received).toHaveLength(2);
    expect(email.received[1].template_params.submission_id).toBe(email.received[0].template_params.submission_id);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a form kept more than 7 days is dropped with a word on the next visit", async () => {
    const { page, context, problems } = await open({ path: "/frontend-development" });
    await context.setOffline(true);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText(KEPT_ENROLMENT).waitFor();
    // Eight days pass, as the device's IndexedDB sees them.
    await moveKeptForms(page, { keptAt: -8 * DAY_MS });
    // The visitor comes back another day, to another page.
    await page.goto("about:blank");
    await context.setOffline(false);
    await page.goto(`${inject("baseUrl")}/about`, { waitUntil: "load" });
    await notice(page)
      .getByText(/could not be sent within 7 days, so it was removed from this device/)
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("where the device keeps nothing (no IndexedDB), offline says so and keeps what was typed", async () => {
    const guarded = await openGuardedPage(browser, {
      width: 375,
      intercepted: [EMAILJS],
      expectedErrors: [/\[forms\] The enrolment form could not be sent/],
    });
    const { page, context, problems } = guarded;
    await page.addInitScript(() => Reflect.deleteProperty(window, "indexedDB"));
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    await formReady(page);
    await context.setOffline(true);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText("You seem to be offline. Your answers are kept").waitFor();
    await expectEnrolmentKept(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a kept form the mail service refuses for good is given back", () => {
  const REFUSED_WORDS = [...KEPT_WORDS, /\[kept forms\] .* was refused/];
  const refuse = (route: Route) => route.fulfill({ status: 400, body: "The template ID is invalid" });

  it("refused on a later try, its page still open: back in the form, with the service's reason", async () => {
    const { page, context, problems } = await open({ path: "/frontend-development", expectedErrors: REFUSED_WORDS });
    const email = fakeEmailJs(refuse);
    await page.route(EMAILJS, email.handler);
    await context.setOffline(true);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText(KEPT_ENROLMENT).waitFor();
    expect(await label(page, "Full Name").count()).toBe(0);

    await context.setOffline(false);
    const said = page.getByRole("alert").filter({ hasText: "It said: “The template ID is invalid”" });
    await said.waitFor();
    await expectEnrolmentKept(page);
    expect(email.received).toHaveLength(1);
    // Taken back off the device: nothing left to send, or to send twice.
    await connectionReturns(context);
    await settled(page);
    expect(email.received).toHaveLength(1);
    expect(
      await notice(page)
        .getByText(/saved on this device/)
        .count(),
    ).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("refused while its page was closed: the next page says so, and Put it back in the form brings back what was typed", async () => {
    const { page, context, problems } = await open({ path: "/frontend-development", expectedErrors: REFUSED_WORDS });
    const email = fakeEmailJs(refuse);
    await context.route(EMAILJS, email.handler);
    await context.setOffline(true);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText(KEPT_ENROLMENT).waitFor();
    await page.goto("about:blank");
    await context.setOffline(false);

    // Another day, another page: the kept form is tried, refused, and the visitor told.
    await page.goto(`${inject("baseUrl")}/about`, { waitUntil: "load" });
    await notice(page)
      .getByText(/Your enrolment form from Sita Sharma could not be sent/)
      .waitFor();
    await press(notice(page).getByRole("button", { name: "See what is waiting" }));
    const list = page.getByRole("dialog", { name: "Saved on this device" });
    await list.getByText(/^Enrolment form from Sita Sharma, saved /).waitFor();
    await list.getByText("It said: “The template ID is invalid”", { exact: false }).waitFor();
    expect(await list.getByText("Full Name: Sita Sharma", { exact: false }).isVisible()).toBe(true);
    await press(list.getByRole("button", { name: "Put it back in the form" }));

    await page.waitForURL(/\/frontend-development$/);
    await formReady(page);
    await expectEnrolmentKept(page);
    expect(email.received).toHaveLength(1);
    expect(await notice(page).count()).toBe(0);
    // Leaving /about for the form cut short what it was still fetching (its prefetches): not a problem.
    expect(problems.filter((problem) => !problem.endsWith("net::ERR_ABORTED"))).toEqual([]);
    await context.close();
  });
});
