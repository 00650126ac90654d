import { checkForms } from "../lib/forms-reach/forms-reach.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// The first step of every build (npm run build:site): whether each form on the site reaches the company.
// A deploy (NODE_ENV=production, as the hook and the workflows' deploy jobs build) refuses, before writing
// anything, when one would reach no one, naming the settings and where this host takes them from; a
// build for this computer (npm test's, npm run preview's) says its forms go to the local outbox.
const { refusal, note } = checkForms(PROJECT_ROOT);
if (refusal) {
  console.error(refusal);
  process.exitCode = 1;
} else if (note) console.warn(note);
