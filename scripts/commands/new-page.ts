import { parseArgs } from "node:util";
import { nextSteps } from "./scaffold/next-steps.ts";
import { scaffoldPage, type ScaffoldKind } from "./scaffold/scaffold-page.ts";
import { startedInWords, startTranslation } from "./translations/start-translation.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// npm run new:course -- "Kubernetes Training" [--category "Cloud, DevOps and Security"]
//   [--summary "What it teaches, in one sentence."] [--batch 2026-12-06] [--nepali] [--root DIR]
//   --nepali starts its page in Nepali too (pages/ne/courses/<slug>.json, as npm run translations -- --start).
// npm run new:service -- "Cloud Backup" [--root DIR]
// Writes DIR/pages/<courses|services>/<slug>.json and its card picture (DIR defaults to this
// project; the tests pass a temporary copy). Exit 1, writing nothing, when it would overwrite, or
// when the category is not one that a course has.
const USAGE =
  'Usage: npm run new:course -- "Course Title" [--category "Web Development"] [--summary "What it teaches."] [--batch 2026-12-06] [--nepali]  or  npm run new:service -- "Service Title"';

function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        root: { type: "string" },
        category: { type: "string" },
        summary: { type: "string" },
        batch: { type: "string" },
        nepali: { type: "boolean" },
      },
    });
  } catch (error) {
    // An option this script does not know, or one without its value.
    console.error(`✖ ${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
}

const { values, positionals } = readArguments();
const [kind, ...words] = positionals;
if (kind !== "course" && kind !== "service") {
  console.error(USAGE);
  process.exit(1);
}
const { root, nepali, ...options } = values;
const result = await scaffoldPage(kind as ScaffoldKind, words.join(" "), root, options);
if (result.ok) {
  console.log(nextSteps(result.file, result.image, result.imageWritten, result.text, result.startedFrom));
  if (nepali) {
    // Its translation is a draft's as long as it is: the built site leaves both out until it is published.
    const started = await startTranslation(root ?? PROJECT_ROOT, result.file);
    if (started.ok) console.log(`\n${startedInWords(started)}`);
    else {
      console.error(`✖ ${started.message}`);
      process.exitCode = 1;
    }
  }
} else {
  console.error(`✖ ${result.message}`);
  process.exitCode = 1;
}
