import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteRoute } from "../../../src/content/site-routes.ts";
import { pictureKey } from "../../build-plugins/pictures/make-picture.ts";
import { builtPage, routesAffected } from "./routes-affected.ts";
import { kindOfChange } from "./what-changes-affect.ts";

const route = (path: string, file: string, aliases: string[] = []): SiteRoute => ({
  path,
  addresses: [path, ...aliases],
  file,
});
const ROUTES = [
  route("/", "pages/home.json"),
  route("/about", "pages/about.json"),
  route("/python", "pages/courses/python.json", ["/python-basic"]),
  route("/react", "pages/courses/react.json"),
  route("/courses", "pages/courses.json"),
  route("/courses/other", "pages/courses.json"),
  route("/courses/programming", "pages/courses.json"),
  route("/web", "pages/services/web.json"),
];
/** What each built page holds: a menu that links every course, a category page that lists its own. */
const BUILT: Record<string, string> = {
  "/": '<nav><a href="/python">Python</a><a href="/react">React</a></nav><img src="/images/hero/one.jpg" alt="A class">',
  "/about":
    '<nav><a href="/python">Python</a></nav><meta property="og:image" content="https://site.example/images/team.jpg">',
  "/python": '<nav><a href="/react">React</a></nav>',
  "/react": '<nav><a href="/python">Python</a></nav>',
  "/courses": '<a href="/python">Python</a><a href="/python#fees">Fees</a>',
  "/courses/other": '<nav><a href="/python">Python</a></nav>',
  "/courses/programming": '<nav><a href="/python">Python</a></nav><main><a href="/python">Python Basic</a></main>',
  "/web": "<p>No course here</p>",
};

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "routes-affected-"));
  for (const [path, html] of Object.entries(BUILT)) {
    mkdirSync(join(dist, path), { recursive: true });
    writeFileSync(builtPage(dist, path), `<!doctype html><html><body>${html}</body></html>`);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("what a change can affect", () => {
  it("counts pages and pictures as content, anything else as code", () => {
    expect(["pages/courses/python.json", "pages/_site.json", "public/images/gallery/a.jpg"].map(kindOfChange)).toEqual([
      "content",
      "content",
      "content",
    ]);
    expect(
      [
        "src/blocks/faq/faq.tsx",
        "schema/page.schema.json",
        "package-lock.json",
        "public/robots.txt",
        ".github/workflows/site.yml",
      ].map(kindOfChange),
    ).toEqual(["code", "code", "code", "code", "code"]);
  });

  it("checks a changed page at each of its addresses, and one page of each other layout that links to it, the one linking most", () => {
    expect(routesAffected(["pages/courses/python.json"], ROUTES, dist)).toEqual([
      { path: "/", why: "links to /python (one page of its layout)" },
      { path: "/about", why: "links to /python (one page of its layout)" },
      { path: "/courses", why: "links to /python (one page of its layout)" },
      { path: "/courses/programming", why: "links to /python (one page of its layout)" },
      { path: "/python", why: "changed: pages/courses/python.json" },
      { path: "/python-basic", why: "changed: pages/courses/python.json" },
    ]);
  });

  it("checks the pages that show a changed picture, the share card included", () => {
    expect(routesAffected(["public/images/team.jpg"], ROUTES, dist)).toEqual([
      { path: "/about", why: "shows /images/team.jpg (one page of its layout)" },
    ]);
    expect(routesAffected(["public/images/unused.png"], ROUTES, dist)).toEqual([]);
  });

  it("checks the page that shows a changed photo as the build made it, under /pictures/", () => {
    const root = mkdtempSync(join(tmpdir(), "routes-affected-photo-"));
    const photo = Buffer.from("the photo's bytes, as committed");
    mkdirSync(join(root, "public/images/gallery"), { recursive: true });
    writeFileSync(join(root, "public/images/gallery/lab.jpg"), photo);
    const key = pictureKey(photo);
    writeFileSync(
      builtPage(dist, "/web"),
      `<picture><source type="image/avif" srcset="/pictures/${key}-288.avif 288w, /pictures/${key}-346.avif 346w"><img src="/pictures/${key}-640.jpg" alt=""></picture>`,
    );
    try {
      expect(routesAffected(["public/images/gallery/lab.jpg"], ROUTES, dist, root)).toEqual([
        { path: "/web", why: "shows /images/gallery/lab.jpg (one page of its layout)" },
      ]);
    } finally {
      writeFileSync(builtPage(dist, "/web"), BUILT["/web"]);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("checks one page of each layout when the site's settings or a form changed", () => {
    const paths = routesAffected(["pages/_forms/enrolment.json"], ROUTES, dist).map(({ path }) => path);
    expect(paths).toEqual(["/", "/about", "/courses", "/courses/other", "/python", "/web"]);
  });
});
