import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { companyFigures } from "../../src/content/company-figures";
import { countIn } from "../../src/lib/devanagari-digits";
import type { PageDocument } from "../../src/generated/page";
import type { SiteSettings } from "../../src/generated/site";

// Reads the pre-rendered HTML (npm run build) and finds what the specification names, on its page.
const DIST = join(import.meta.dirname, "../../dist");
const pageOf = (path: string) =>
  new JSDOM(readFileSync(join(DIST, path === "/" ? "" : path, "index.html"), "utf8")).window.document;
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.replace(/\s+/g, " ").trim());
const headings = (document: Document) => texts(document, "h1, h2, h3");
const linkTo = (document: Document, label: string) =>
  [...document.querySelectorAll("a")].find((a) => a.textContent?.trim() === label)?.getAttribute("href");

const COURSES = [
  "/frontend-development",
  "/backend-development",
  "/fullstack-development",
  "/mean-stack",
  "/digital-marketing",
  "/python-django",
  "/qa-training",
  "/uiux-design",
  "/ethical-hacking",
  "/business-analysis",
  "/flutter-training",
  "/react-native-training",
  "/python-ai-training",
  "/data-science-python",
  "/c-cpp-training",
  "/aspnet-core",
  "/reactjs-training",
  "/video-editing",
  "/aws-training",
  "/ml-python",
  "/python-training",
  "/devops-training",
  "/php-training",
  "/seo-basic",
  "/seo-advanced",
  "/nodejs-training",
  "/expressjs-training",
];
const SERVICE_CTAS: Record<string, string> = {
  "/website-development": "Start Your Project",
  "/application-development": "Start Your Project",
  "/mobile-app-development": "Start Your App Project",
  "/enterprise-software": "Request a Demo",
  "/cloud-it-consulting": "Schedule a Free Consultation",
  "/maintenance-support": "Request Support",
  "/crm-hr-payroll": "Get a Free Demo",
  "/accounting-billing": "Request a Free Demo",
  "/invoicing-payment": "Try It Free",
  "/pos-ims-erp": "Request a Demo",
  "/seo-sem-ppc": "Get a Free Audit",
  "/marketing-automation": "Let's Automate Your Growth",
};
const ENROLMENT_LABELS = [
  "Full Name",
  "Age",
  "Permanent Address",
  "Temporary Address",
  "Phone Number",
  "Email Address",
  "Qualification",
  "Course",
  "Message",
];
const labels = (document: Document) => texts(document, "label").map((text) => text?.replace(/ \*$/, ""));

describe("the home page", () => {
  const home = pageOf("/");
  it("has the hero slider with its three pictures and the button to /contact-us", () => {
    expect(home.querySelectorAll("[aria-roledescription=carousel] img")).not.toHaveLength(0);
    expect(
      new Set([...home.querySelectorAll('img[src^="/images/hero/"]')].map((img) => img.getAttribute("src"))),
    ).toHaveLength(3);
    expect(linkTo(home, "Get in Touch With Us")).toBe("/contact-us");
  });
  it("has the stats, each the site settings' figure (the years counted from the founding year at the build)", () => {
    const site = JSON.parse(readFileSync(join(import.meta.dirname, "../../pages/_site.json"), "utf8")) as SiteSettings;
    const home = JSON.parse(readFileSync(join(import.meta.dirname, "../../pages/home.json"), "utf8")) as PageDocument;
    const figures = companyFigures(site);
    const block = home.blocks.find((b) => b.type === "stats")!;
    const stats = texts(pageOf("/"), "dl div").map((text) => text?.replace(/\s/g, ""));
    expect(stats).toEqual(
      block.items.map((item) => `${item.title}${countIn("en", figures[item.figure])}+`.replace(/\s/g, "")),
    );
  });
  it("has 19 student photos, 17 client logos and 7 testimonials with Read More..", () => {
    expect(
      new Set([...home.querySelectorAll('img[src^="/images/gallery/"]')].map((img) => img.getAttribute("src"))),
    ).toHaveLength(19);
    expect(
      new Set([...home.querySelectorAll('img[src^="/images/clients/"]')].map((img) => img.getAttribute("alt"))),
    ).toHaveLength(17);
    expect(texts(home, "button").filter((text) => text?.startsWith("Read More.."))).toHaveLength(7);
  });
  it("has the enrolment form, the internship banner, the top courses and the services", () => {
    expect(labels(home)).toEqual(expect.arrayContaining(ENROLMENT_LABELS));
    expect([...home.querySelectorAll("option")].map((o) => o.textContent)).toContain("-- Select a Course --");
    expect(home.querySelector('a[href="/career"]')).not.toBeNull();
    expect(headings(home)).toEqual(expect.arrayContaining(["Top Professional IT Courses", "Our Services"]));
    expect(linkTo(home, "Explore More Courses")).toBe("/courses");
    const top = home.querySelector('section:has(h2[id]) a[href="/courses"]')?.closest("section");
    expect(top?.querySelectorAll("article")).toHaveLength(14);
  });
});

describe("the courses list", () => {
  const courses = pageOf("/courses");
  it("has its title, heading and one card with Read More per course", () => {
    expect(courses.title).toBe("Courses | Yeti Bytes IT Training Programs in Nepal");
    expect(headings(courses)).toContain("Explore Our Professional IT Courses");
    const readMore = [...courses.querySelectorAll("main article a")].filter((a) =>
      a.textContent?.startsWith("Read More"),
    );
    expect(readMore.map((a) => a.getAttribute("href")).sort()).toEqual([...COURSES].sort());
  });
});

describe.each(COURSES)("course page %s", (path) => {
  const page = pageOf(path);
  it("has the seat times, what you will learn, the FAQ and the enrolment form", () => {
    expect(headings(page)).toEqual(
      expect.arrayContaining(["Available Seat TIME", "What You Will Learn", "Frequently Asked Questions"]),
    );
    expect(texts(page, "time")).toHaveLength(6);
    for (const slot of texts(page, "time")) expect(slot).toMatch(/^\d{1,2}:\d{2}( [AP]M)?–\d{1,2}:\d{2} [AP]M$/);
    const faq = [...page.querySelectorAll("main section")].find(
      (section) => section.querySelector("h2")?.textContent === "Frequently Asked Questions",
    );
    const questions = faq?.querySelectorAll("details > summary > h3") ?? [];
    // The page's own five or six, and the fee question every course page answers.
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(7);
    expect([...questions].map((question) => question.textContent)).toContain("How much does the course cost?");
    expect(labels(page)).toEqual(expect.arrayContaining(ENROLMENT_LABELS));
  });
});

describe.each(Object.entries(SERVICE_CTAS))("service page %s", (path, cta) => {
  const page = pageOf(path);
  // A change from the specification (docs/decisions.md): the call to action leads to the inquiry on the page.
  it(`has the call to action "${cta}" to its inquiry, three reasons, five steps and the chat link`, () => {
    expect(linkTo(page, cta)).toBe("#service-inquiry");
    // The page's own service is ticked in its HTML (the breadcrumb names the page by its title).
    const ticked = [...page.querySelectorAll("#service-inquiry input[type=checkbox][checked]")];
    const title = page.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]')?.textContent;
    expect(ticked.map((box) => box.getAttribute("value"))).toEqual([title]);
    expect(page.querySelectorAll("main article")).toHaveLength(3);
    const steps = [...page.querySelectorAll("main ol > li")].filter(
      (li) => !li.closest('nav[aria-label="Breadcrumb"]'),
    );
    expect(steps).toHaveLength(5);
    const chats = [...page.querySelectorAll('a[href^="https://wa.me/"][target="_blank"]')];
    expect(chats.length).toBeGreaterThan(0);
    for (const chat of chats) expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("company pages", () => {
  it.each([
    ["/about", ["Software Services", "Professional IT Training", "Vision & Mission"]],
    ["/mission", ["Purpose-Driven", "Innovation", "Inclusive Learning", "Real Results"]],
    ["/vision", ["Bold Perspective", "Empowered Growth", "Global Standards", "Creative Intelligence"]],
    ["/services", ["Our Services"]],
    ["/testimonials", ["Hear From Our Students"]],
    ["/contact", ["Request a Service"]],
  ])("%s shows %j", (path, names) => {
    expect(headings(pageOf(path))).toEqual(expect.arrayContaining(names));
  });
  it("about and career ask to be indexed", () => {
    for (const path of ["/about", "/career"]) {
      expect(pageOf(path).querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("index, follow");
    }
  });
  it("testimonials has the search box and about 40 cards", () => {
    const page = pageOf("/testimonials");
    expect(page.querySelector('input[placeholder="Search testimonials by course..."]')).not.toBeNull();
    expect(page.querySelectorAll("main li blockquote").length).toBeGreaterThanOrEqual(40);
  });
  it.each(["/career", "/contact-us"])("%s says there are no open positions and holds the career form", (path) => {
    const page = pageOf(path);
    expect(page.body.textContent).toMatch(/no open positions/i);
    expect(labels(page)).toEqual(
      expect.arrayContaining([
        "Full Name",
        "Email Address",
        "Phone Number",
        "CV (a PDF or a picture)",
        "Message (optional)",
      ]),
    );
  });
  // A change from the specification's route table (docs/decisions.md): /contact-us is the contact page.
  it("/contact-us leads with the office's address, hours and ways to reach it, then the inquiry, then careers", () => {
    const page = pageOf("/contact-us");
    const main = page.querySelector("main")!;
    expect(headings(page)).toEqual(
      expect.arrayContaining(["Visit, Call or Write", "Ask Us About a Course", "Work With Us"]),
    );
    const sections = [...main.querySelectorAll("h2")].map((h) => h.textContent);
    expect(sections.indexOf("Visit, Call or Write")).toBeLessThan(sections.indexOf("Ask Us About a Course"));
    expect(sections.indexOf("Ask Us About a Course")).toBeLessThan(sections.indexOf("Work With Us"));
    expect([...main.querySelectorAll("dt")].map((term) => term.textContent)).toEqual([
      "Address",
      "Opening hours",
      "Admissions phone",
      "WhatsApp",
      "E-mail",
    ]);
    expect(main.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(main.querySelector('a[href^="https://wa.me/"]')).not.toBeNull();
    expect(main.querySelector('a[href^="https://www.openstreetmap.org/"]')?.getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
    expect(main.querySelector("iframe")).toBeNull();
  });
  it("contact holds the service inquiry form", () => {
    const page = pageOf("/contact");
    expect(page.querySelector('textarea[placeholder="Describe your project, timeline..."]')).not.toBeNull();
    expect([...page.querySelectorAll("input[type=checkbox][name=service]")].length).toBeGreaterThan(1);
    expect(page.querySelector("input[type=checkbox][name=service][checked]")).toBeNull();
  });
  it("every page has a unique title of at most 60 characters and description of at most 160", () => {
    const paths = [
      "/",
      "/courses",
      "/about",
      "/mission",
      "/vision",
      "/testimonials",
      "/career",
      "/contact-us",
      "/contact",
      "/services",
      ...COURSES,
      ...Object.keys(SERVICE_CTAS),
    ];
    const metas = paths.map((path) => {
      const page = pageOf(path);
      return {
        title: page.title,
        description: page.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      };
    });
    expect(paths).toHaveLength(49);
    for (const { title, description } of metas) {
      expect(title.length).toBeLessThanOrEqual(60);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(metas.map((m) => m.title)).size).toBe(49);
    expect(new Set(metas.map((m) => m.description)).size).toBe(49);
  });
});
