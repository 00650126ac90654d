import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { FORM_NAMES } from "../../../src/forms/form-names.ts";
import { missingSettings, type FormEnv } from "../../../src/forms/transports/config.ts";
import type { FormDefinition } from "../../../src/generated/form.ts";
import { wordsListed } from "../../../src/lib/words-listed.ts";
import { FORMS_DIR } from "../../content-layout/content-layout.ts";

/** A form that reaches no one as the site is built, and the settings it still needs. */
export interface FormReach {
  id: FormDefinition["id"];
  /** Its name in a sentence: "enrolment form". */
  name: string;
  missing: string[];
}

/** The forms in a folder (the site's: pages/_forms/ under its root), as written. */
export function formsIn(folder: string): FormDefinition[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as FormDefinition);
}

/** The public settings a production build of `root` reads: its .env files and the environment's VITE_* values. */
export const productionSettings = (root: string): FormEnv => loadEnv("production", root, "VITE_");

/** The forms that would reach no one with these settings (none: every form reaches the company). */
export function unreachedForms(env: FormEnv, forms: FormDefinition[]): FormReach[] {
  return forms
    .map(({ id, action }) => ({ id, name: FORM_NAMES[id], missing: missingSettings(env, action) }))
    .filter(({ missing }) => missing.length > 0);
}

/** Where the host building the site takes its settings from, in words, as the build's environment tells. */
export function whereSettingsGo(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_DEPLOY_FOLDER)
    return `in ${join(env.SITE_DEPLOY_FOLDER, "site.env")} on the server, one NAME=value a line`;
  if (env.GITHUB_ACTIONS === "true")
    return "as variables of the repository on GitHub (Settings, Secrets and variables, Actions, Variables), which the deploy job passes to the build";
  if (env.GITLAB_CI) return "as CI/CD variables of the project on GitLab (Settings, CI/CD, Variables)";
  if (env.VERCEL || env.NETLIFY || env.CF_PAGES) return "in the host's environment variables for production builds";
  return "in .env.production beside package.json (.env.example lists them), or in the build's environment";
}

/** The settings missing, each once, in the order the forms need them. */
const missingOf = (unreached: FormReach[]) => [...new Set(unreached.flatMap(({ missing }) => missing))];

const whichForms = (unreached: FormReach[], all: number) =>
  unreached.length === all ? "every form on the site" : `the ${wordsListed(unreached.map(({ name }) => name))}`;

/** What is not set and what that costs: "X and Y are not set, so every form on the site would reach no one". */
export function unsetOf(unreached: FormReach[], all: number): string {
  const missing = missingOf(unreached);
  return `${wordsListed(missing)} ${missing.length === 1 ? "is" : "are"} not set, so ${whichForms(unreached, all)} would reach no one`;
}

/** Why a production build refuses, in one sentence: what is missing, what it would cost, where to set it. */
export function refusalOf(unreached: FormReach[], all: number, where: string): string {
  const them = missingOf(unreached).length === 1 ? "it" : "them";
  return `The site was not built: ${unsetOf(unreached, all)}; set ${them} ${where}, then build again.`;
}

/** What a build for this computer says instead (npm start and npm run preview keep what is sent in outbox/). */
export function outboxNoteOf(unreached: FormReach[], all: number): string {
  return `${wordsListed(missingOf(unreached))} not set: ${whichForms(unreached, all)} will post to the local outbox, which only \`npm start\` and \`npm run preview\` answer (a deploy build refuses). See .env.example.`;
}

/**
 * The forms check of a build of `root`, as its first step: the refusal of a production build (NODE_ENV set
 * so by the deploy) where a form would reach no one, or the note of a build for this computer.
 */
export function checkForms(root: string, env: NodeJS.ProcessEnv = process.env): { refusal?: string; note?: string } {
  const forms = formsIn(join(root, FORMS_DIR));
  const unreached = unreachedForms(productionSettings(root), forms);
  if (unreached.length === 0) return {};
  if (env.NODE_ENV === "production") return { refusal: refusalOf(unreached, forms.length, whereSettingsGo(env)) };
  return { note: outboxNoteOf(unreached, forms.length) };
}

/** For /version.json: each form, and the services that bring it to the company in words, or null where none does. */
export function formsServices(env: FormEnv, forms: FormDefinition[]): Record<string, string | null> {
  return Object.fromEntries(
    forms.map(({ id, action }) => [
      id,
      missingSettings(env, action).length > 0
        ? null
        : action.kind === "upload-then-email"
          ? "EmailJS, its file through Cloudinary"
          : "EmailJS",
    ]),
  );
}
