import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import type { PageDocument } from "../../src/generated/page.ts";
import { stampOf } from "../../src/content/translation/translation-stamp.ts";
import type { TranslationDocument } from "../../src/content/translation/translated-page.ts";
import { translationOf } from "../content-layout/content-layout.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { englishAt, translatedTexts } from "../validator/translation-checks.ts";

// npm run translations -- --mark pages/ne/home.json [more files]
// Records, for each text a translation gives, the English it translates as the English page is now:
// run once the translation has been checked against it, so a later change of the English is reported
// as out of date by npm run validate. The page editor records it as it saves.
const USAGE = "Usage: npm run translations -- --mark pages/ne/<file>.json [more files]";

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { mark: { type: "boolean" } } });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
if (!values.mark || positionals.length === 0) fail(USAGE);

for (const file of positionals.map((name) => name.split("\\").join("/"))) {
  const translation = translationOf(file);
  if (!translation) fail(`${file} is not a translation: translations are under pages/ne/.`);
  const read = (name: string) => {
    try {
      return JSON.parse(readFileSync(join(PROJECT_ROOT, name), "utf8")) as unknown;
    } catch {
      return fail(`${name} could not be read as JSON: run npm run validate, which says where.`);
    }
  };
  const given = read(file) as TranslationDocument;
  const english = read(translation.source) as PageDocument;
  const texts = translatedTexts(given, english);
  const translatedFrom = Object.fromEntries(
    texts.flatMap((pointer) => {
      const now = englishAt(english, pointer);
      return now === undefined ? [] : [[pointer, stampOf(now)]];
    }),
  );
  const target = join(PROJECT_ROOT, file);
  const options = await resolveConfig(target);
  writeFileSync(target, await format(JSON.stringify({ ...given, translatedFrom }), { ...options, filepath: target }));
  console.log(`✔ ${file}: ${texts.length} texts recorded as translated from ${translation.source} as it is now.`);
}
