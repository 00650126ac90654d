import { nextSteps } from "./scaffold/next-steps.ts";
import { scaffoldPage, type ScaffoldKind } from "./scaffold/scaffold-page.ts";

// npm run new:course -- "Kubernetes Training" [--root DIR]
// npm run new:service -- "Cloud Backup" [--root DIR]
// Writes DIR/pages/<courses|services>/<slug>.json and its card picture (DIR defaults to this
// project; the tests pass a temporary copy). Exit 1, writing nothing, when it would overwrite.
const [kind, ...rest] = process.argv.slice(2);
const rootIndex = rest.indexOf("--root");
const root = rootIndex >= 0 ? rest[rootIndex + 1] : undefined;
const words = rest.filter((_, i) => rootIndex < 0 || (i !== rootIndex && i !== rootIndex + 1));

if (kind !== "course" && kind !== "service") {
  console.error('Usage: npm run new:course -- "Course Title"  or  npm run new:service -- "Service Title"');
  process.exit(1);
}
const result = await scaffoldPage(kind as ScaffoldKind, words.join(" "), root);
if (result.ok) {
  console.log(nextSteps(result.file, result.image, result.imageWritten, result.text));
} else {
  console.error(`✖ ${result.message}`);
  process.exitCode = 1;
}
