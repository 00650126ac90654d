import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FormDefinition } from "../../src/generated/form";
import { MARKERS } from "../../src/runtime/markers";
import { launchBrowser, openGuardedPage, press, settled } from "./browser";
import { chooseResume, ENROLMENT, label } from "./form-filling";
import { CLOUDINARY, EMAILJS, fakeCloudinary, fakeEmailJs, PIXEL_PNG } from "./form-services";

// After Send, on a phone, with taps: the answer stands where the form was, in view and focused, says what
// happens next and gives the reference the company's e-mail carries; no timer takes it away. A failure
// stays beside the button, with the other ways to reach the company, until the visitor sends again.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const definitionOf = (id: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../pages/_forms/${id}.json`), "utf8")) as FormDefinition;

/** Each form where a visitor sends it, and what they type into it (a course page's course is chosen already). */
const FORMS = [
  {
    id: "enrolment",
    path: "/reactjs-training",
    fill: async (page: Page) => {
      for (const [name, value] of Object.entries(ENROLMENT)) await label(page, name).fill(value);
    },
  },
  {
    id: "service-inquiry",
    path: "/pos-ims-erp",
    fill: async (page: Page) => {
      await label(page, "Full Name").fill("Asha Gurung");
      await label(page, "Email Address").fill("asha@example.com");
      await label(page, "Phone Number").fill("9800000002");
      await label(page, "Project Details").fill("A shop's stock and bills.");
    },
  },
  {
    id: "career",
    path: "/career",
    fill: async (page: Page) => {
      await label(page, "Full Name").fill("Bikash Thapa");
      await label(page, "Email Address").fill("bikash@example.com");
      await label(page, "Phone Number").fill("9811111111");
      await chooseResume(page, { name: "cv.png", mimeType: "image/png", buffer: PIXEL_PNG });
      await page.getByRole("img", { name: "Preview of cv.png" }).waitFor();
    },
  },
] as const;

/**
 * The page on a phone, its clock the test's to move on, the form's code started, the form filled; the
 * mail service answering as `answer` does (a refusal's words on the console expected where it refuses).
 */
async function openFilled(form: (typeof FORMS)[number], answer = fakeEmailJs(), refuses = false) {
  const guarded = await openGuardedPage(browser, {
    width: 375,
    intercepted: [EMAILJS, CLOUDINARY],
    expectedErrors: refuses
      ? [/\[forms\] The .* form could not be sent/, /\[kept forms\] .* was refused/, /Failed to load resource/]
      : [],
  });
  const { page } = guarded;
  await page.clock.install();
  await page.route(EMAILJS, answer.handler);
  await page.route(CLOUDINARY, fakeCloudinary([]));
  await page.goto(`${inject("baseUrl")}${form.path}`, { waitUntil: "load" });
  await settled(page);
  const submit = page.locator("main form").getByRole("button", { name: definitionOf(form.id).submit.label });
  await submit.scrollIntoViewIfNeeded();
  await page.locator(`main form[${MARKERS.hydrated}="true"]`).waitFor();
  await form.fill(page);
  return { ...guarded, submit };
}

/**
 * Whether the element is on the screen whole, with nothing over it (the fixed header, the bottom bar,
 * Let's Talk): the points just inside its corners and its middle are its own.
 */
function uncovered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const points = [
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ];
    return points.every(([x, y]) => {
      const found = document.elementFromPoint(x!, y!);
      return found !== null && node.contains(found);
    });
  });
}

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);

describe("the answer to a form sent on a phone", () => {
  for (const form of FORMS) {
    const { messages } = definitionOf(form.id);

    it(`${form.id}: stands in the form's place, in view and focused, with what happens next and the reference e-mailed`, async () => {
      const email = fakeEmailJs();
      const { page, context, problems, submit } = await openFilled(form, email);
      await press(submit);
      const answer = page.getByRole("status", { name: messages.success });
      await answer.waitFor();
      expect(await isFocused(answer)).toBe(true);
      expect(await uncovered(answer)).toBe(true);
      const { reference } = email.received[0]!.template_params;
      expect(reference).toMatch(/^[\dA-F]{4}-[\dA-F]{4}$/);
      expect(await answer.textContent()).toContain(messages.next);
      expect(await answer.textContent()).toContain(`Your reference: ${reference}.`);
      // A minute on, it is still there: no timer takes it away.
      await page.clock.fastForward("01:00");
      expect(await answer.isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("enrolment on a course's page: Send another shows the form again with that course still chosen", async () => {
    const { page, context, problems, submit } = await openFilled(FORMS[0]);
    await press(submit);
    await press(page.getByRole("button", { name: "Send another" }));
    expect(await label(page, "Course").inputValue()).toBe("ReactJS");
    expect(await label(page, "Full Name").inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a failure stays beside the button, in view and focused, with the phone, WhatsApp and e-mail, until sent again", async () => {
    const form = FORMS[1];
    const { messages } = definitionOf(form.id);
    const email = fakeEmailJs((route) => route.fulfill({ status: 400, body: "The template ID is invalid" }));
    const { page, context, problems, submit } = await openFilled(form, email, true);
    await press(submit);
    const failure = page.getByRole("alert", { name: messages.failure });
    await failure.waitFor();
    expect(await isFocused(failure)).toBe(true);
    expect(await uncovered(failure)).toBe(true);
    const ways = await failure.getByRole("link").evaluateAll((all) => all.map((link) => link.getAttribute("href")));
    expect(ways).toEqual([
      expect.stringMatching(/^tel:\+?\d{7,}$/),
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
      expect.stringMatching(/^mailto:\S+@\S+$/),
    ]);
    await page.clock.fastForward("01:00");
    expect(await failure.isVisible()).toBe(true);
    expect(await label(page, "Full Name").inputValue()).toBe("Asha Gurung");
    // The visitor sends again, and it goes: the answer takes the form's place, the failure with it.
    email.answerWith((route) => route.fulfill({ status: 200, body: "OK" }));
    await press(submit);
    await page.getByRole("status", { name: messages.success }).waitFor();
    expect(await failure.count()).toBe(0);
    expect(email.received).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });
});
