import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openGuardedPage, press, settled, startScripts } from "./browser";
import { label } from "./form-filling";
import { EMAILJS } from "./form-services";
import { formDefinition, formsInLanguage } from "../../src/content/form-definition";
import { siteIn } from "../../src/content/site";
import { fillIn } from "../../src/lib/fill-in";
import { validatePages } from "../../scripts/validator/validate-pages";
import { englishPath } from "../../src/content/translation/languages";
import type { CoursePage } from "../../src/generated/page";

// A page and its Nepali translation, as a phone gets them: each says its language, names the other in
// its head both ways, and links to it from the header, with scripts off and on.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const site = "https://www.yetibytes.example";

/** The page's language and its alternates in the head, as a search engine reads them. */
const languages = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    alternates: [...document.head.querySelectorAll<HTMLLinkElement>("link[hreflang]")].map(
      (link) => `${link.hreflang} ${link.getAttribute("href")}`,
    ),
    canonical: document.head.querySelector<HTMLLinkElement>("link[rel=canonical]")?.getAttribute("href"),
  }));

const alternates = [`en ${site}/`, `ne ${site}/ne`, `x-default ${site}/`];

describe("a page in Nepali", () => {
  it("is served at /ne in Nepali, its head naming both, its header linking to the English, with no script", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: false });
    await page.goto(`${inject("baseUrl")}/ne/`);
    expect(await languages(page)).toEqual({ lang: "ne", alternates, canonical: `${site}/ne` });
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/सीप सिक्नुहोस्/);
    // Its links lead to the pages in Nepali.
    expect(await page.getByRole("link", { name: "हामीलाई सम्पर्क गर्नुहोस्" }).getAttribute("href")).toBe("/ne/contact-us");
    // The blocks it does not translate say they are English; the site's frame is in Nepali.
    expect(await page.locator('main [lang="en"]').count()).toBeGreaterThan(0);
    expect(await page.locator('body > #root > :not(main)[lang="en"]').count()).toBe(0);
    expect(await page.locator("main h1").evaluate((h1) => h1.closest("[lang]")?.getAttribute("lang"))).toBe("ne");
    const english = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
    expect(await english.getAttribute("hreflang")).toBe("en");
    await press(english);
    await page.waitForURL(`${inject("baseUrl")}/`);
    expect(await languages(page)).toEqual({ lang: "en", alternates, canonical: `${site}/` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("says a course's next batch in Bikram Sambat first, in Devanagari digits, the Gregorian after it, with no script", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: false });
    await page.goto(`${inject("baseUrl")}/ne/reactjs-training`);
    const batch = page.locator("main li[data-starts]").first();
    // "कक्षामा: २० मंसिर २०८३, आइतबार (Sun 6 Dec 2026) देखि · ४ सिट बाँकी"
    expect(await batch.textContent()).toMatch(
      /^कक्षामा: [०-९]{1,2} \S+ [०-९]{4}, \S+बार \((Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w{3} \d{4}\) देखि( · [०-९]+ सिट बाँकी)?$/,
    );
    expect(await batch.locator("span[lang=en]").textContent()).toMatch(/^\(\w{3} \d{1,2} \w{3} \d{4}\)$/);
    // No letter of it is spaced out.
    expect(
      await page.locator("main h2", { hasText: "अर्को ब्याच" }).evaluate((h) => getComputedStyle(h).letterSpacing),
    ).toBe("normal");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is a tap away from its English page once the scripts run, which says its language and alternates as it changes", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/mission`);
    await startScripts(page);
    // A page with no translation offers none, and names no other language.
    expect(await page.getByRole("banner").getByRole("link", { name: "नेपाली" }).count()).toBe(0);
    expect((await languages(page)).alternates).toEqual([]);
    await press(page.getByRole("banner").getByRole("link", { name: /Yeti Bytes/ }));
    await page.waitForURL(`${inject("baseUrl")}/`);
    const nepali = page.getByRole("banner").getByRole("link", { name: "नेपाली", exact: true });
    await press(nepali);
    await page.waitForURL(`${inject("baseUrl")}/ne`);
    await expect.poll(() => languages(page)).toEqual({ lang: "ne", alternates, canonical: `${site}/ne` });
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/सीप सिक्नुहोस्/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("speaks the site's own words in Nepali with no script: skip link, menus, drawer, footer, Let's Talk", async () => {
    const [{ words, navigation, footer }, english] = await Promise.all([siteIn("ne"), siteIn("en")]);
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: false });
    await page.goto(`${inject("baseUrl")}/ne/reactjs-training`);
    await page.keyboard.press("Tab");
    expect(await page.locator(":focus").textContent()).toBe(words.skipToContent);
    const bar = page.getByRole("navigation", { name: words.quickMenu });
    await press(bar.getByRole("button", { name: words.more }));
    const drawer = page.getByRole("dialog", { name: words.menu });
    await drawer.getByRole("heading", { name: words.ourCourses }).waitFor();
    // Its links lead to the pages in Nepali where there are some.
    expect(await drawer.getByRole("link", { name: navigation[0]!.label }).first().getAttribute("href")).toBe("/ne");
    await press(drawer.getByRole("button", { name: words.closeMenu }));
    const foot = page.getByRole("contentinfo");
    expect(await foot.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      words.quickLinks,
      words.services,
      words.support,
    ]);
    expect(await foot.textContent()).toContain(footer.about);
    await press(page.getByRole("button", { name: words.letsTalkButton }));
    await page
      .getByRole("region", { name: words.letsTalk })
      .getByRole("link", { name: words.chatOnWhatsApp })
      .waitFor();
    // Nothing of the English frame is left.
    for (const word of [english.words.skipToContent, english.words.more, english.words.letsTalkButton])
      expect(await page.getByText(word, { exact: true }).count(), word).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("asks, refuses and thanks in Nepali in its forms, and its e-mail says the visitor wrote in Nepali", async () => {
    const { forms, words } = await formsInLanguage("ne");
    const enrolment = formDefinition(forms, "enrolment");
    const [name, age] = enrolment.fields;
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, intercepted: [EMAILJS] });
    const sent: { template_params: Record<string, string> }[] = [];
    await page.route(EMAILJS, (route) => {
      sent.push(route.request().postDataJSON() as (typeof sent)[number]);
      return route.fulfill({ status: 200, body: "OK" });
    });
    await page.goto(`${inject("baseUrl")}/ne/reactjs-training`, { waitUntil: "load" });
    await settled(page);
    const form = page.locator(`main form[aria-label="${enrolment.submit.label}"]`);
    // Its course is chosen as staff name it (its English page's title), once.
    const course = form.getByLabel(enrolment.fields.find((field) => field.options?.from === "courses")!.label);
    const englishTitle = validatePages().documents.find(({ document }) => document.path === "/reactjs-training")!
      .document.title;
    expect(await course.inputValue()).toBe(englishTitle);
    expect(
      await course.locator("option:checked").evaluate((option) => option.closest("[lang]")?.getAttribute("lang")),
    ).toBe("en");
    expect(await course.locator("option").allTextContents()).not.toContain(await page.locator("h1").textContent());
    await press(form.getByRole("button", { name: enrolment.submit.label }));
    await form.getByText(fillIn(words.required, { field: name!.label.toLowerCase() })).waitFor();
    await label(page, age!.label).fill("5");
    await press(form.getByRole("button", { name: enrolment.submit.label }));
    // Numbers in its words are in Devanagari digits.
    await form.getByText(fillIn(words.atLeast, { min: "१०" })).waitFor();
    const typed = [
      "Sita Sharma",
      "21",
      "Pokhara-8",
      "Putalisadak",
      "9800000001",
      "sita@example.com",
      "+2",
      "बिहानको ब्याच?",
    ];
    const textFields = enrolment.fields.filter((field) => field.type !== "select");
    for (const [index, field] of textFields.entries()) await label(page, field.label).fill(typed[index]!);
    await press(form.getByRole("button", { name: enrolment.submit.label }));
    await page.getByText(enrolment.messages.success).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template_params).toMatchObject({
      form_name: "Enrolment form (in Nepali)",
      all_answers: expect.stringContaining(`${name!.label}: Sita Sharma`),
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lists a translated course in Nepali, leading to its Nepali page, and the search finds it by its Nepali title", async () => {
    const course = validatePages()
      .translations.map(({ document }) => document)
      .find((document): document is CoursePage => document.kind === "course")!;
    const { words } = await siteIn("ne");
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/ne/courses`, { waitUntil: "load" });
    await startScripts(page);
    const card = page.locator("article", { has: page.getByRole("heading", { name: course.title, exact: true }) });
    await card.getByText(course.card.points[0]!).waitFor();
    expect(await card.getByRole("link", { name: new RegExp(`^${words.readMore}`) }).getAttribute("href")).toBe(
      course.path,
    );
    // On an English page, its Nepali title finds the English course.
    await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
    await startScripts(page);
    const search = page.getByRole("combobox").first();
    await press(search);
    await search.fill(course.title);
    await page.getByRole("option").first().waitFor();
    await press(page.getByRole("option").first());
    await page.waitForURL(`${inject("baseUrl")}${englishPath(course.path)}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
