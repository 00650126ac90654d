// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followAddress } from "../../browser/address/follow-address.ts";
import { validatePages } from "../../../scripts/validator/validate-pages.ts";
import { startTestEditor, type TestEditor } from "../../../tests/support/start-test-editor.ts";

// The first check compiles the schemas and reads the icon sets: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
const MISSION = "pages/mission.json";
/** The documents that link to /mission besides its own page: the menus, About Us and Our Vision. */
const LINKING = ["pages/_site.json", "pages/about.json", "pages/vision.json"];
type Page = { path: string; aliases?: string[]; title: string };

let editor: TestEditor;
beforeAll(async () => {
  editor = await startTestEditor();
}, 60_000);
afterAll(() => editor.close());

const open = (file: string) => editor.open<Page>(file);
const validate = async (file: string, data: unknown) =>
  (await editor.call("POST", "validate", { body: { file, data } })).body as {
    problems: { pointer: string; severity: string; message: string }[];
    move?: { from: string; to: string; file: string; linkedFrom: string[] };
  };
/** The page at another address, the old one kept as an alias, as the editor's address field does it. */
const movedTo = (data: Page, path: string) => followAddress(data, { ...data, path }, data.path) as Page;
/** The problems at the address field. */
const atAddress = (answer: Awaited<ReturnType<typeof validate>>) =>
  answer.problems.filter((problem) => problem.pointer === "/path").map((problem) => problem.message);
/** The lines of `after` that are not in `before`. */
const added = (before: string, after: string) => after.split("\n").filter((line) => !before.split("\n").includes(line));

describe("a page's address, changed in the editor", () => {
  it("is checked as saved at the new address, naming the pages whose links follow it", SLOW, async () => {
    const { data } = await open(MISSION);
    const answer = await validate(MISSION, movedTo(data, "/our-mission"));
    expect(answer.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(answer.move).toEqual({
      from: "/mission",
      to: "/our-mission",
      file: "pages/our-mission.json",
      linkedFrom: ["About Us", "Our Vision", "Site settings"],
      keptOld: true,
    });
  });

  it.each([
    ["/about", "/about is already the address of the page About Us. Choose another address."],
    ["/python-training", "/python-training is already the address of the course Python Basic. Choose another address."],
    ["/images", "/images is kept for the site's images. Choose another address."],
    ["/404", "/404 is kept for the page visitors see at an address that does not exist. Choose another address."],
    ["/home", "/home is kept for the home page. Choose another address."],
    ["/Our Mission!", "Write the address as / followed by lowercase words joined by dashes, such as /our-mission."],
    ["our-mission", "Write the address as / followed by lowercase words joined by dashes, such as /our-mission."],
  ])("refuses %j at the address field, in words", SLOW, async (path, message) => {
    const { data } = await open(MISSION);
    expect(atAddress(await validate(MISSION, { ...data, path }))).toEqual([message]);
  });

  it("keeps the home page at /", SLOW, async () => {
    const { data } = await open("pages/home.json");
    expect(atAddress(await validate("pages/home.json", { ...data, path: "/start" }))).toEqual([
      "The home page's address is always /.",
    ]);
  });

  it("saves by renaming the file and changing every link to the old address", SLOW, async () => {
    const { data, version } = await open(MISSION);
    const before = new Map([MISSION, ...LINKING].map((file) => [file, editor.read(file)]));
    const answer = await editor.call("PUT", "document", {
      body: { file: MISSION, data: movedTo(data, "/our-mission"), version },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { saved: true, path: "/our-mission", move: { from: "/mission", file: "pages/our-mission.json" } },
    });
    expect(existsSync(join(editor.root, MISSION))).toBe(false);

    // The page itself: its address and the old one kept as an alias, nothing else.
    const moved = editor.read("pages/our-mission.json");
    expect(added(before.get(MISSION)!, moved)).toEqual(['  "path": "/our-mission",', '  "aliases": ["/mission"],']);
    expect(JSON.parse(moved)).toMatchObject({ path: "/our-mission", aliases: ["/mission"] });
    // Every other document's links, and only those lines.
    for (const file of LINKING) {
      const changed = added(before.get(file)!, editor.read(file));
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.every((line) => line.includes('"/our-mission"'))).toBe(true);
      expect(editor.read(file)).not.toMatch(/"\/mission"/);
    }
    expect(validatePages(editor.root).problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });

  it("refuses an address another page still answers at, and saves nothing", SLOW, async () => {
    const { data, version } = await open("pages/vision.json");
    const taken = { ...data, path: "/mission" };
    expect(atAddress(await validate("pages/vision.json", taken))).toEqual([
      "/mission still leads to the page Our Mission, whose address it was. Choose another address, or first remove it from the aliases of the page Our Mission.",
    ]);
    const before = editor.read("pages/vision.json");
    const answer = await editor.call("PUT", "document", { body: { file: "pages/vision.json", data: taken, version } });
    expect(answer.status).toBe(422);
    expect(editor.read("pages/vision.json")).toBe(before);
    expect(existsSync(join(editor.root, "pages/mission.json"))).toBe(false);
  });

  it("moves a page back to an address it kept, which is then no longer an alias", SLOW, async () => {
    const file = "pages/our-mission.json";
    const { data, version } = await open(file);
    const back = movedTo(data, "/mission");
    expect(back.aliases).toEqual(["/mission", "/our-mission"]);
    expect((await validate(file, back)).problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const answer = await editor.call("PUT", "document", { body: { file, data: back, version } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(editor.read(MISSION))).toMatchObject({ path: "/mission", aliases: ["/our-mission"] });
    expect(editor.read("pages/about.json")).toContain('"/mission"');
  });
});
