import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MARKERS } from "../../src/runtime/markers";
import type { FormDefinition } from "../../src/generated/form";
import { launchBrowser, openGuardedPage, press, settled, startScripts } from "./browser";
import { SUBMISSION_ID, REFERENCE } from "./form-filling";
import { EMAILJS, fakeEmailJs, OK, WEBMAIL } from "./form-services";

// The two inquiry forms are sent by the site, as the enrolment form is: through the e-mail service,
// with their own templates and every field as typed. Tried as in an in-app browser, where
// window.open gives nothing back (Facebook's, Messenger's, WhatsApp's), on a network that drops.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const formDefinition = (id: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../pages/_forms/${id}.json`), "utf8")) as FormDefinition;

const KEPT_WORDS = [/\[kept forms\] .* is kept for a later try/, /Failed to load resource/];

/**
 * The two inquiries, where a visitor finds them: the service one on a service's page on a phone (its
 * service ticked already, one more ticked), the course one in the desktop's search bar.
 */
const INQUIRIES = [
  {
    id: "service-inquiry" as const,
    formName: "Service inquiry",
    path: "/pos-ims-erp",
    width: 375,
    template: "test-every-form-template",
    typed: {
      "Full Name": "Asha & Co?",
      "Company (optional)": "Himal #Traders = 100%",
      "Email Address": "asha@example.com",
      "Phone Number": "9800000002",
      "Project Details": "Budget & timeline? #1\nSecond line&cc=x@example.com %20",
    },
    ticks: ["Website Development"],
    params: {
      name: "Asha & Co?",
      company: "Himal #Traders = 100%",
      email: "asha@example.com",
      phone: "9800000002",
      service: "Website Development; POS, Inventory & ERP",
      message: "Budget & timeline? #1\nSecond line&cc=x@example.com %20",
    },
  },
  {
    id: "course-inquiry" as const,
    formName: "Course inquiry",
    path: "/",
    width: 1280,
    opener: "Send Inquiry",
    template: "test-every-form-template",
    typed: {
      "Full Name": "Ram & Shyam?",
      "Email Address": "ram@example.com",
      "Phone Number": "9800000003",
      Message: "Fees? #1 = 100% & more\nsecond&cc=x@example.com",
    },
    choice: { label: "Course", value: "DevOps" },
    params: {
      name: "Ram & Shyam?",
      email: "ram@example.com",
      phone: "9800000003",
      course: "DevOps",
      message: "Fees? #1 = 100% & more\nsecond&cc=x@example.com",
    },
  },
];

type Inquiry = (typeof INQUIRIES)[number];

/** The page as an in-app browser gives it: window.open opens nothing and answers null; every call counted. */
async function openInApp(inquiry: Inquiry) {
  const guarded = await openGuardedPage(browser, {
    width: inquiry.width,
    intercepted: [EMAILJS, WEBMAIL],
    expectedErrors: KEPT_WORDS,
  });
  await guarded.page.addInitScript(() => {
    Object.assign(window, { opened: 0 });
    window.open = () => {
      Object.assign(window, { opened: (window as unknown as { opened: number }).opened + 1 });
      return null;
    };
  });
  await guarded.page.goto(`${inject("baseUrl")}${inquiry.path}`, { waitUntil: "load" });
  await startScripts(guarded.page);
  return guarded;
}

/** Opens the inquiry (its dialog, where it has one) and fills it as typed; the form, ready. */
async function fill(page: Page, inquiry: Inquiry) {
  if (inquiry.opener) await press(page.getByRole("button", { name: inquiry.opener }).first());
  const scope = inquiry.opener ? page.getByRole("dialog") : page.locator("main");
  const form = scope.locator(`form[aria-label="${formDefinition(inquiry.id).submit.label}"]`);
  await form.scrollIntoViewIfNeeded();
  await form.and(page.locator(`[${MARKERS.hydrated}="true"]`)).waitFor();
  const field = (text: string) => form.getByLabel(new RegExp(`^${text.replace(/[()]/g, "\\$&")}( \\*)?$`));
  for (const [name, value] of Object.entries(inquiry.typed)) await field(name).fill(value);
  if (inquiry.choice) await field(inquiry.choice.label).selectOption(inquiry.choice.value);
  for (const name of inquiry.ticks ?? []) await press(form.getByRole("checkbox", { name }));
  return form;
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: number }).opened);

async function connectionReturns(context: BrowserContext) {
  await context.setOffline(true);
  await context.setOffline(false);
}

describe("an inquiry is sent by the site, once, with window.open giving nothing back", () => {
  for (const inquiry of INQUIRIES) {
    const { messages, submit } = formDefinition(inquiry.id);

    it(`the ${inquiry.id}: sent to its own template with exactly what was typed, then thanked`, async () => {
      const { page, context, problems } = await openInApp(inquiry);
      const email = fakeEmailJs(OK);
      await page.route(EMAILJS, email.handler);
      const form = await fill(page, inquiry);
      await press(form.getByRole("button", { name: submit.label }));
      await page.getByText(messages.success).waitFor();
      expect(email.received).toHaveLength(1);
      expect(email.received[0].template_id).toBe(inquiry.template);
      expect(email.received[0].template_params).toEqual({
        ...inquiry.params,
        submission_id: expect.stringMatching(SUBMISSION_ID),
        reference: expect.stringMatching(REFERENCE),
        form_name: inquiry.formName,
        all_answers: expect.stringContaining(`: ${inquiry.params.email}\n`),
      });
      expect(await opened(page)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`the ${inquiry.id}: sent offline, kept on the device, sent once when the connection is back`, async () => {
      const { page, context, problems } = await openInApp(inquiry);
      const email = fakeEmailJs(OK);
      await context.route(EMAILJS, email.handler);
      const form = await fill(page, inquiry);
      await context.setOffline(true);
      await press(form.getByRole("button", { name: submit.label }));
      await page.getByText(messages.kept!).waitFor();
      expect(await page.getByText(messages.success).count()).toBe(0);
      expect(email.received).toHaveLength(0);
      await context.setOffline(false);
      await page.getByText(messages.success).waitFor();
      await connectionReturns(context);
      await settled(page);
      expect(email.received).toHaveLength(1);
      expect(email.received[0].template_params).toEqual({
        ...inquiry.params,
        submission_id: expect.stringMatching(SUBMISSION_ID),
        reference: expect.stringMatching(REFERENCE),
        form_name: inquiry.formName,
        all_answers: expect.stringContaining(`: ${inquiry.params.email}\n`),
      });
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`the ${inquiry.id}: a 429, then a 200 when the connection returns, sent once`, async () => {
      const { page, context, problems } = await openInApp(inquiry);
      const email = fakeEmailJs((route) => route.fulfill({ status: 429, body: "Too Many Requests" }));
      await page.route(EMAILJS, email.handler);
      const form = await fill(page, inquiry);
      await press(form.getByRole("button", { name: submit.label }));
      await page.getByText(messages.kept!).waitFor();
      expect(email.received).toHaveLength(1);
      email.answerWith(OK);
      await connectionReturns(context);
      await page.getByText(messages.success).waitFor();
      expect(email.received).toHaveLength(2);
      expect(email.received[1].template_params).toEqual(email.received[0].template_params);
      expect(await opened(page)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("the visitor's own e-mail, as a choice beside Send", () => {
  it("on a phone it is a mailto: link written from what was typed, and the inquiry stays unsent", async () => {
    const [inquiry] = INQUIRIES;
    const { page, context, problems } = await openInApp(inquiry);
    const form = await fill(page, inquiry);
    const link = form.getByRole("link", { name: "Write from your own e-mail" });
    const href = (await link.getAttribute("href"))!;
    expect(href.startsWith("mailto:info@yetibytes.example?")).toBe(true);
    expect(await link.getAttribute("target")).toBeNull();
    const body = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body");
    for (const value of Object.values(inquiry.params)) expect(body).toContain(value);
    expect(problems).toEqual([]);
    await context.close();
  });
});
