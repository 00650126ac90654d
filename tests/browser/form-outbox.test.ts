import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "../support/dev-server";
import { launchBrowser, openGuardedPage, press, settled } from "./browser";
import { SUBMISSION_ID, label, REFERENCE } from "./form-filling";
import { PIXEL_PNG as PNG } from "./form-services";

const outbox = mkdtempSync(join(tmpdir(), "outbox-"));
let server: DevServer;
let browser: Browser;
let baseUrl: string;

// `npm start` with no form settings: every form lands in the local outbox. On a copy of the site, started
// once Vite has bundled the dependencies: one found late would reload the page under the test.
beforeAll(async () => {
  process.env.OUTBOX_DIR = outbox;
  server = await startDevServer("form-outbox-");
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  delete process.env.OUTBOX_DIR;
  rmSync(outbox, { recursive: true, force: true });
});

const saved = () => readdirSync(outbox).filter((f) => f.endsWith(".json"));

describe("the local outbox of the dev server", () => {
  it("saves an enrolment form with every field", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 1280 });
    await page.goto(`${baseUrl}/backend-development`, { waitUntil: "load" });
    await settled(page);
    const values: Record<string, string> = {
      "Full Name": "Outbox Tester",
      Age: "30",
      "Permanent Address": "Biratnagar",
      "Temporary Address": "Baneshwor",
      "Phone Number": "9800000009",
      "Email Address": "outbox@example.com",
      Qualification: "Bachelor",
      Message: "Evening class",
    };
    for (const [name, value] of Object.entries(values)) await label(page, name).fill(value);
    await label(page, "Course").selectOption("Graphics Design");
    await press(page.getByRole("button", { name: "Submit" }));
    await page.getByText("🎉 Form submitted successfully!").waitFor();
    const [file] = saved().filter((f) => f.endsWith("-enrolment.json"));
    const { fields } = JSON.parse(readFileSync(join(outbox, file), "utf8"));
    expect(fields).toEqual({
      name: "Outbox Tester",
      age: "30",
      permanent: "Biratnagar",
      temporary: "Baneshwor",
      phone: "9800000009",
      email: "outbox@example.com",
      qualification: "Bachelor",
      course: "Graphics Design",
      message: "Evening class",
      // Its own id, by which a repeat is spotted in the mailbox.
      submission_id: expect.stringMatching(SUBMISSION_ID),
      reference: expect.stringMatching(REFERENCE),
      form_name: "Enrolment form",
      all_answers: expect.stringContaining("Full Name: Outbox Tester\n"),
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("saves a career application and its image", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${baseUrl}/career`, { waitUntil: "load" });
    await settled(page);
    await label(page, "Full Name").fill("Applicant One");
    await label(page, "Email Address").fill("applicant@example.com");
    await label(page, "Phone Number").fill("9800000010");
    await label(page, "CV (a PDF or a picture)").setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: PNG });
    await label(page, "Message (optional)").fill("Hello");
    await press(page.getByRole("button", { name: "Submit Application" }));
    await page.getByText("✅ Your application has been submitted successfully!").waitFor();
    const [file] = saved().filter((f) => f.endsWith("-careers.json"));
    const { fields } = JSON.parse(readFileSync(join(outbox, file), "utf8"));
    expect(fields).toMatchObject({
      name: "Applicant One",
      email: "applicant@example.com",
      phone: "9800000010",
      message: "Hello",
    });
    const image = readdirSync(join(outbox, "files")).find((f) => f.endsWith("cv.png"));
    expect(image).toBeDefined();
    expect(readFileSync(join(outbox, "files", image!))).toEqual(PNG);
    expect(fields.resume).toBe(`${baseUrl}/__outbox/files/${image}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("saves a service inquiry, sent by the site like the other forms", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${baseUrl}/contact`, { waitUntil: "load" });
    await settled(page);
    await label(page, "Full Name").fill("Shop Owner");
    await label(page, "Email Address").fill("shop@example.com");
    await label(page, "Phone Number").fill("9800000012");
    await press(page.getByRole("checkbox", { name: "Website Development" }));
    await press(page.getByRole("checkbox", { name: "SEO, SEM & PPC" }));
    await label(page, "Project Details").fill("A website and a POS");
    await press(page.getByRole("button", { name: "Send Request" }));
    await page.getByText("Thank you: your request has reached us.", { exact: false }).waitFor();
    const [file] = saved().filter((f) => f.endsWith("-service-inquiry.json"));
    const { fields } = JSON.parse(readFileSync(join(outbox, file), "utf8"));
    expect(fields).toEqual({
      name: "Shop Owner",
      company: "",
      email: "shop@example.com",
      phone: "9800000012",
      service: "Website Development; SEO, SEM & PPC",
      message: "A website and a POS",
      submission_id: expect.stringMatching(SUBMISSION_ID),
      reference: expect.stringMatching(REFERENCE),
      form_name: "Service inquiry",
      all_answers: expect.stringContaining("Full Name: Shop Owner\n"),
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
