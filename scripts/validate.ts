import { formatProblems, summary } from "./validator/format-problems.ts";
import { validatePages } from "./validator/validate-pages.ts";

// npm run validate [-- --json] [-- --root DIR]: checks every document in DIR/pages (default: this
// project's); exit 1 on any error.
const args = process.argv.slice(2);
const asJson = args.includes("--json");
const rootIndex = args.indexOf("--root");
const { problems, texts } = rootIndex >= 0 ? validatePages(args[rootIndex + 1]) : validatePages();
const hasErrors = problems.some((p) => p.severity === "error");

if (asJson) {
  process.stdout.write(`${JSON.stringify({ ok: !hasErrors, files: texts.size, problems }, null, 2)}\n`);
} else {
  for (const entry of formatProblems(problems, texts)) console.log(`${entry}\n`);
  console.log(summary(problems, texts.size));
}
process.exitCode = hasErrors ? 1 : 0;
