import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { format, resolveConfig } from "prettier";
import type { PageDocument } from "../../../src/generated/page.ts";
import { LANGUAGES, translatedPath } from "../../../src/content/translation/languages.ts";
import { schemaFor, translationFile } from "../../content-layout/content-layout.ts";
import { translationStart } from "../../content-layout/translation-start.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

/** Writes a document under `root` as Prettier formats it (the project's settings), so `npm run lint` accepts it. */
export async function writeFormatted(root: string, file: string, document: object): Promise<void> {
  const target = join(root, file);
  mkdirSync(dirname(target), { recursive: true });
  const options = await resolveConfig(join(PROJECT_ROOT, file));
  writeFileSync(target, await format(JSON.stringify(document), { ...options, filepath: target }));
}

/**
 * Starts an English page's Nepali translation (pages/courses/x.json: pages/ne/courses/x.json): its
 * blocks, each by its type, with no text yet, so the Nepali page shows the English until each text is
 * written. Refuses, in a sentence, what is not an English page and a translation that exists.
 */
export async function startTranslation(
  root: string,
  file: string,
): Promise<{ ok: true; target: string; address: string } | { ok: false; message: string }> {
  if (schemaFor(file) !== "page")
    return { ok: false, message: `${file} is not an English page: give one under pages/, such as pages/about.json.` };
  let english: PageDocument;
  try {
    english = JSON.parse(readFileSync(join(root, file), "utf8")) as PageDocument;
  } catch {
    return { ok: false, message: `${file} could not be read as JSON: check its name, or run npm run validate.` };
  }
  const target = translationFile(file, "ne");
  if (existsSync(join(root, target))) return { ok: false, message: `${target} already exists, and was left as it is.` };
  await writeFormatted(root, target, translationStart(target, english));
  return { ok: true, target, address: translatedPath(english.path, "ne") };
}

/** What the command says of a translation started, and what to do next. */
export function startedInWords({ target, address }: { target: string; address: string }): string {
  return (
    `✔ Started ${target}, the ${LANGUAGES.ne.name} page at ${address}: it shows the English until you write each text.\n` +
    `  Write the texts beside each block's "type" (docs/adding-a-translation.md), then: npm run translations -- --mark ${target}`
  );
}
