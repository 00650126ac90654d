import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import type { PageDocument } from "../../src/generated/page.ts";
import { stampOf } from "../../src/content/translation/translation-stamp.ts";
import type { TranslationDocument } from "../../src/content/translation/translated-page.ts";
import { LANGUAGES, translatedPath } from "../../src/content/translation/languages.ts";
import { schemaFor, translationFile, translationOf } from "../content-layout/content-layout.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { englishAt, translatedTexts } from "../validator/translation-checks.ts";

// npm run translations -- --start pages/courses/reactjs-training.json [--root DIR]
//   Starts the page's Nepali translation, pages/ne/courses/reactjs-training.json: its blocks, each by its
//   type, with no text yet, so the Nepali page shows the English until each text is written.
// npm run translations -- --mark pages/ne/home.json [more files]
//   Records, for each text a translation gives, the English it translates as the English page is now: run
//   once the translation has been checked against it, so a later change of the English is reported as out
//   of date by npm run validate.
const USAGE =
  "Usage: npm run translations -- --start pages/<English page>.json  or  npm run translations -- --mark pages/ne/<file>.json [more files]";

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { mark: { type: "boolean" }, start: { type: "boolean" }, root: { type: "string" } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
if (values.mark === values.start || positionals.length === 0) fail(USAGE);

// The project, or a copy of it (the tests').
const root = values.root ?? PROJECT_ROOT;

const read = (name: string): unknown => {
  try {
    return JSON.parse(readFileSync(join(root, name), "utf8")) as unknown;
  } catch {
    return fail(`${name} could not be read as JSON: check its name, or run npm run validate, which says where.`);
  }
};

/** Writes a document as Prettier formats it, so `npm run lint` accepts it. */
async function write(file: string, document: object): Promise<void> {
  const target = join(root, file);
  mkdirSync(dirname(target), { recursive: true });
  // The project's Prettier settings even when root is a copy.
  const options = await resolveConfig(join(PROJECT_ROOT, file));
  writeFileSync(target, await format(JSON.stringify(document), { ...options, filepath: target }));
}

for (const file of positionals.map((name) => name.split("\\").join("/"))) {
  if (values.start) await start(file);
  else await mark(file);
}

async function start(file: string): Promise<void> {
  if (schemaFor(file) !== "page")
    fail(`${file} is not an English page: give one under pages/, such as pages/about.json.`);
  const english = read(file) as PageDocument;
  const target = translationFile(file, "ne");
  if (existsSync(join(root, target))) fail(`${target} already exists, and was left as it is.`);
  const depth = target.split("/").length - 1;
  await write(target, {
    $schema: `${"../".repeat(depth)}schema/translation.schema.json`,
    blocks: english.blocks.map(({ type }) => ({ type })),
  });
  const address = translatedPath(english.path, "ne");
  console.log(
    `✔ Started ${target}, the ${LANGUAGES.ne.name} page at ${address}: it shows the English until you write each text.\n` +
      `  Write the texts beside each block's "type" (docs/adding-a-translation.md), then: npm run translations -- --mark ${target}`,
  );
}

async function mark(file: string): Promise<void> {
  const translation = translationOf(file);
  if (!translation) fail(`${file} is not a translation: translations are under pages/ne/.`);
  const given = read(file) as TranslationDocument;
  const english = read(translation.source) as object;
  const texts = translatedTexts(given, english, translation.of);
  const translatedFrom = Object.fromEntries(
    texts.flatMap((pointer) => {
      const now = englishAt(english, pointer);
      return now === undefined ? [] : [[pointer, stampOf(now)]];
    }),
  );
  await write(file, { ...given, translatedFrom });
  const count = `${texts.length} ${texts.length === 1 ? "text" : "texts"}`;
  console.log(`✔ ${file}: ${count} recorded as translated from ${translation.source} as it is now.`);
}
