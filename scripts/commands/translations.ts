import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { stampOf } from "../../src/content/translation/translation-stamp.ts";
import type { TranslationDocument } from "../../src/content/translation/translated-page.ts";
import { translationOf } from "../content-layout/content-layout.ts";
import { startedInWords, startTranslation, writeFormatted } from "./translations/start-translation.ts";
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

for (const file of positionals.map((name) => name.split("\\").join("/"))) {
  if (values.start) await start(file);
  else await mark(file);
}

async function start(file: string): Promise<void> {
  const started = await startTranslation(root, file);
  if (!started.ok) fail(started.message);
  console.log(startedInWords(started));
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
  await writeFormatted(root, file, { ...given, translatedFrom });
  const count = `${texts.length} ${texts.length === 1 ? "text" : "texts"}`;
  console.log(`✔ ${file}: ${count} recorded as translated from ${translation.source} as it is now.`);
}
