// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { runScript } from "../lib/run-script.fixture.ts";
import { validatePages } from "../validator/validate-pages.ts";
import { addressOfFile, translationFile } from "../content-layout/content-layout.ts";
import { translatedPath } from "../../src/content/translation/languages.ts";

// Each case starts Node and tsx, which can take seconds on a busy machine.
const SLOW = { timeout: 60_000 };
/** A course with no translation yet, and where its translation goes. */
const ENGLISH = readdirSync(join(PROJECT_ROOT, "pages/courses"))
  .map((name) => `pages/courses/${name}`)
  .find((file) => !existsSync(join(PROJECT_ROOT, translationFile(file, "ne"))))!;
const FILE = translationFile(ENGLISH, "ne");
const ADDRESS = translatedPath(addressOfFile(ENGLISH), "ne");
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "translations-cli-"));
  cpSync(join(PROJECT_ROOT, "pages"), join(root, "pages"), { recursive: true });
  cpSync(join(PROJECT_ROOT, "public"), join(root, "public"), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the script as `npm run translations` does, against the temporary copy. */
const run = (...args: string[]) => runScript("scripts/commands/translations.ts", [...args, "--root", root]);

const ours = () => validatePages(root).problems.filter((p) => p.file === FILE);

describe("npm run translations", () => {
  it("starts a course's Nepali page with its blocks and no text, then records what was translated", SLOW, () => {
    const started = run("--start", ENGLISH);
    expect(started.stdout).toContain(`Started ${FILE}, the नेपाली page at ${ADDRESS}`);
    const skeleton = JSON.parse(readFileSync(join(root, FILE), "utf8")) as { blocks: { type: string }[] };
    const english = JSON.parse(readFileSync(join(root, ENGLISH), "utf8")) as {
      blocks: { type: string }[];
    };
    expect(skeleton.blocks).toEqual(english.blocks.map(({ type }) => ({ type })));
    // Valid as it is: the page shows the English until a text is written.
    expect(ours()).toEqual([]);
    expect(validatePages(root).translations.map((t) => t.document.path)).toContain(ADDRESS);

    writeFileSync(join(root, FILE), JSON.stringify({ ...skeleton, title: "पाइथन" }));
    expect(ours().map((p) => p.code)).toEqual(["translationNotRecorded"]);
    expect(run("--mark", FILE).stdout).toContain(`✔ ${FILE}: 1 text recorded`);
    expect(ours()).toEqual([]);
    // A second start leaves the translation as it is.
    const again = run("--start", ENGLISH);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${FILE} already exists, and was left as it is.`);
  });

  it("refuses what is not an English page, in a sentence", SLOW, () => {
    const refused = run("--start", "pages/_site.json");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      "✖ pages/_site.json is not an English page: give one under pages/, such as pages/about.json.\n",
    );
  });
});
