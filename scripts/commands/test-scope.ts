import { parseArgs } from "node:util";
import { decideScope } from "./test-scope/decide-scope.ts";

// npm run -s test:scope -- --since <git ref>: what a change since the ref needs checked, as a git host's
// workflow reads it: `kind=content` or `kind=code` on standard output (a GitHub step output, or GitLab's
// dotenv), why on standard error. Whatever goes wrong here is "code": everything runs, nothing is skipped.
const { values } = parseArgs({ options: { since: { type: "string" } } });
const scope = values.since
  ? decideScope(values.since)
  : { kind: "code" as const, why: "no --since <ref> was given: everything runs." };
process.stderr.write(`${scope.why}\n`);
process.stdout.write(`kind=${scope.kind}\n`);
