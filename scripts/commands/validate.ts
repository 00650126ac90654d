import { validatePages } from "../validator/validate-pages.ts";
import { schemasUsable } from "../validator/schemas-usable.ts";
import { validationReport, type ReportFormat } from "../validator/validation-report.ts";

// npm run validate [-- --format text|json|github] [-- --json] [-- --root DIR]: checks every document
// in DIR/pages (default: this project's); exit 1 on any error. In a GitHub Actions run (GITHUB_ACTIONS
// is set) the format is github unless named: each problem an annotation at its file:line:col.
const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const FORMATS: ReportFormat[] = ["text", "json", "github"];
const named = valueOf("--format") ?? (args.includes("--json") ? "json" : undefined);
if (named !== undefined && !FORMATS.includes(named as ReportFormat)) {
  process.stderr.write(`--format takes one of ${FORMATS.join(", ")}, not "${named}".\n`);
  process.exit(2);
}
const format = (named as ReportFormat | undefined) ?? (process.env.GITHUB_ACTIONS === "true" ? "github" : "text");
const root = valueOf("--root");
const result = schemasUsable(() => (root === undefined ? validatePages() : validatePages(root)));
const { output, ok } = validationReport(result, { format });
process.stdout.write(output);
process.exitCode = ok ? 0 : 1;
