import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openGuardedPage, press, settled } from "./browser";
import {
  chooseResume,
  ENROLMENT_PARAMS,
  expectEnrolmentKept,
  fillEnrolment,
  label,
  SUBMISSION_ID,
  REFERENCE,
} from "./form-filling";
import { CLOUDINARY, EMAILJS, fakeCloudinary, PIXEL_PNG as PNG, UPLOADED } from "./form-services";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The career page, its form's code started, the applicant's details typed (all but the CV). */
async function openApplication(page: Page) {
  await page.goto(`${inject("baseUrl")}/career`, { waitUntil: "load" });
  await settled(page);
  await label(page, "Full Name").fill("Bikash Thapa");
  await label(page, "Email Address").fill("bikash@example.com");
  await label(page, "Phone Number").fill("9811111111");
}

/** A small PDF, as a CV is: its signature, then its body. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** A PNG of 6 MB (its picture, then zeros), on disk: the browser reads it there, where 6 MB sent through the driver took seconds on a busy machine. */
const BIG_PNG_FOLDER = mkdtempSync(join(tmpdir(), "big-png-"));
const BIG_PNG = join(BIG_PNG_FOLDER, "big.png");
beforeAll(() => writeFileSync(BIG_PNG, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])));
afterAll(() => rmSync(BIG_PNG_FOLDER, { recursive: true, force: true }));

describe("enrolment form in Chromium, with EmailJS intercepted", () => {
  it("sends every field to EmailJS and answers in the form's place", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, intercepted: [EMAILJS] });
    const sent: unknown[] = [];
    await page.route(EMAILJS, (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, body: "OK" });
    });
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    await settled(page);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText("🎉 Form submitted successfully!").waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      service_id: "test-service",
      // The template every form shares (tests/form-settings.env sets no enrolment template of its own).
      template_id: "test-every-form-template",
      user_id: "test-public-key",
      template_params: {
        ...ENROLMENT_PARAMS,
        submission_id: expect.stringMatching(SUBMISSION_ID),
        reference: expect.stringMatching(REFERENCE),
        form_name: "Enrolment form",
        all_answers: expect.stringContaining(`Full Name: ${ENROLMENT_PARAMS.name}\n`),
      },
    });
    expect(await label(page, "Full Name").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  // A 429, a 5xx or no answer at all keep the form on the device (forms-kept-on-device.test.ts); any
  // other refusal would be refused again, so the visitor is told at once.
  it.each([
    ["a 400 answer", (route: Route) => route.fulfill({ status: 400, body: "The template ID is invalid" })],
    ["a 403 answer", (route: Route) => route.fulfill({ status: 403, body: "Forbidden" })],
  ])("on %s says so beside the form, keeps every value, tries once and keeps nothing", async (_case, answer) => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 1280,
      intercepted: [EMAILJS],
      expectedErrors: [
        /\[forms\] The enrolment form could not be sent/,
        /\[kept forms\] .* was refused/,
        /Failed to load resource/,
      ],
    });
    let tries = 0;
    await page.route(EMAILJS, (route) => {
      tries += 1;
      return answer(route);
    });
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    await settled(page);
    await fillEnrolment(page);
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText("❌ Failed to submit. Please try again.").waitFor();
    await expectEnrolmentKept(page);
    // Refused (a spent month's quota among the ways): the other ways to reach the company stay beside the form.
    const direct = page.getByRole("alert").getByText(/^Or reach us directly/);
    expect(await direct.isVisible()).toBe(true);
    const links = await direct.getByRole("link").evaluateAll((all) => all.map((link) => link.getAttribute("href")));
    expect(links).toEqual([
      expect.stringMatching(/^tel:\+?\d{7,}$/),
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
      expect.stringMatching(/^mailto:\S+@\S+$/),
    ]);
    await page.reload({ waitUntil: "load" });
    await settled(page);
    expect(await page.getByRole("complementary", { name: "Forms saved on this device" }).count()).toBe(0);
    expect(tries).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("career application in Chromium, with the upload and EmailJS intercepted", () => {
  it("uploads a real PNG with progress to 100 %, then sends its URL to EmailJS", async () => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 1280,
      intercepted: [EMAILJS, CLOUDINARY],
    });
    const uploads: string[] = [];
    const sent: { template_id?: string; template_params?: Record<string, string> }[] = [];
    let releaseEmail: () => void = () => {};
    const emailHeld = new Promise<void>((resolve) => (releaseEmail = resolve));
    await page.route(CLOUDINARY, fakeCloudinary(uploads));
    await page.route(EMAILJS, async (route) => {
      sent.push(route.request().postDataJSON());
      await emailHeld;
      return route.fulfill({ status: 200, body: "OK" });
    });
    await openApplication(page);
    await chooseResume(page, { name: "resume.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "Preview of resume.png" }).waitFor();
    await press(page.getByRole("button", { name: "Submit Application" }));
    await expect.poll(() => sent.length).toBe(1);
    expect(await page.getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
    expect(await page.getByRole("progressbar").getAttribute("value")).toBe("100");
    releaseEmail();
    await page.getByText("✅ Your application has been submitted successfully!").waitFor();
    expect(uploads[0]).toContain('name="upload_preset"');
    expect(uploads[0]).toContain("test-unsigned-preset");
    expect(uploads[0]).toContain('name="file"; filename="resume.png"');
    expect(sent[0].template_params).toEqual({
      name: "Bikash Thapa",
      email: "bikash@example.com",
      phone: "9811111111",
      message: "",
      resume: UPLOADED,
      submission_id: expect.stringMatching(SUBMISSION_ID),
      reference: expect.stringMatching(REFERENCE),
      form_name: "Job application",
      all_answers: expect.stringContaining(`CV (a PDF or a picture): ${UPLOADED}`),
    });
    // Its own template (tests/form-settings.env's VITE_EMAILJS_CAREERS_TEMPLATE_ID), used instead of the shared one.
    expect(sent[0].template_id).toBe("test-careers-template");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("takes a CV as a PDF on a phone, showing its name, and uploads it to the media service as the file it is", async () => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 375,
      intercepted: [EMAILJS, CLOUDINARY],
    });
    const uploads: string[] = [];
    const endpoints: string[] = [];
    const sent: { template_params?: Record<string, string> }[] = [];
    await page.route(CLOUDINARY, (route) => {
      endpoints.push(route.request().url());
      return fakeCloudinary(uploads)(route);
    });
    await page.route(EMAILJS, (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, body: "OK" });
    });
    await openApplication(page);
    await chooseResume(page, { name: "Bikash CV.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByText("Bikash CV.pdf", { exact: true }).waitFor();
    expect(await page.getByRole("img", { name: /Preview/ }).count()).toBe(0);
    await press(page.getByRole("button", { name: "Submit Application" }));
    await page.getByText("✅ Your application has been submitted successfully!").waitFor();
    expect(endpoints).toEqual([expect.stringMatching(/\/raw\/upload$/)]);
    expect(uploads[0]).toContain('name="file"; filename="Bikash CV.pdf"');
    expect(uploads[0]).toContain(PDF.toString("latin1"));
    expect(sent[0]!.template_params).toMatchObject({ resume: UPLOADED });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ["a 6 MB image", BIG_PNG, "File too large. Please upload under 5MB."],
    [
      "a text file renamed .png",
      { name: "resume.png", mimeType: "image/png", buffer: Buffer.from("I am not a picture") },
      "Please choose a PDF or a picture (PNG, JPG, GIF or WebP).",
    ],
    [
      "a text file renamed .pdf",
      { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("I am not a PDF") },
      "Please choose a PDF or a picture (PNG, JPG, GIF or WebP).",
    ],
  ])("refuses %s with a message and sends nothing", async (_case, file, message) => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 375,
      intercepted: [EMAILJS, CLOUDINARY],
    });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(`${inject("baseUrl")}/career`, { waitUntil: "load" });
    await settled(page);
    await chooseResume(page, file);
    await page.getByText(message).waitFor();
    expect(await label(page, "CV (a PDF or a picture)").inputValue()).toBe("");
    await press(page.getByRole("button", { name: "Submit Application" }));
    await expect.poll(() => label(page, "Full Name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(message).isVisible()).toBe(true);
    expect(requests.filter((url) => CLOUDINARY.test(url) || EMAILJS.test(url))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
