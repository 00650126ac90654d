import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FormDefinition } from "../../../src/generated/form.ts";

/**
 * Whether a name belongs to one of the forms in `folder`. The names are read once; a name not among
 * them makes a fresh read, so a form added while the server runs is accepted without a restart.
 */
export function knownForms(folder: string): (name: string) => Promise<boolean> {
  let names = readFormNames(folder);
  return async (name) => {
    if ((await names).has(name)) return true;
    names = readFormNames(folder);
    return (await names).has(name);
  };
}

/**
 * The names a submission may be posted under: each form's `id`, and the e-mail `template` of its
 * action, which is the name the browser posts under (src/forms/transports/send-email.ts).
 */
async function readFormNames(folder: string): Promise<Set<string>> {
  const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith(".json"));
  return new Set((await Promise.all(files.map((file) => namesOf(join(folder, file))))).flat());
}

// A form file being edited may not parse, or lack its action, for a moment; the validator reports
// it, and here it is skipped.
async function namesOf(path: string): Promise<string[]> {
  try {
    const form = JSON.parse(await readFile(path, "utf8")) as FormDefinition;
    return "template" in form.action ? [form.id, form.action.template] : [form.id];
  } catch {
    return [];
  }
}
