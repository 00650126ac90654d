import { validatePages } from "../validator/validate-pages.ts";
import { validationReport } from "../validator/validation-report.ts";

// npm run validate [-- --json] [-- --root DIR]: checks every document in DIR/pages (default: this
// project's); exit 1 on any error.
const args = process.argv.slice(2);
const rootIndex = args.indexOf("--root");
const result = rootIndex >= 0 ? validatePages(args[rootIndex + 1]) : validatePages();
const { output, ok } = validationReport(result, { json: args.includes("--json") });
process.stdout.write(output);
process.exitCode = ok ? 0 : 1;
