import { readFormNames } from "./read-form-names.ts";

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
