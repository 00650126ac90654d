import type { CheckedDocument } from "./checked-document.ts";
import type { IconUse } from "./create-ajv.ts";
import { isIconSetPrefix, splitIconName, type IconNames, type IconSetPrefix } from "./icon-names.ts";
import { problemIn, type Finding } from "./messages.ts";
import type { Problem } from "./problem.ts";
import { suggest } from "./suggest.ts";

/**
 * Every icon name a document gives (the fields the schema marks with "x-icon": course marks,
 * service and feature icons) is in the installed set it names, or its aliases, so a card never
 * shows an empty square. `iconNames` gives each set's names (in Node, icon-sets.ts reads the installed set).
 */
export function iconRules(doc: Pick<CheckedDocument, "file" | "source" | "icons">, iconNames: IconNames): Problem[] {
  return doc.icons.flatMap((use) => {
    const finding = iconProblem(use, iconNames);
    return finding ? [problemIn(doc, finding)] : [];
  });
}

function iconProblem({ sets, value, pointer }: IconUse, iconNames: IconNames): Finding | undefined {
  const { prefix, name } = splitIconName(value);
  const allowed = sets.filter(isIconSetPrefix);
  if (!allowed.includes(prefix as IconSetPrefix)) {
    // The right name from the wrong set ("lucide:react" on a course card) usually exists in one
    // of the right sets under the same name.
    const sameName = allowed.find((set) => iconNames(set).has(name));
    const guess = sameName ? `${sameName}:${name}` : suggest(value, qualifiedNames(allowed, iconNames));
    return { code: "unknownIconSet", params: { value, guess, sets }, pointer };
  }
  if (iconNames(prefix as IconSetPrefix).has(name)) return undefined;
  const guess = suggest(value, qualifiedNames(allowed, iconNames));
  return { code: "unknownIcon", params: { prefix, name, guess, sets }, pointer };
}

const qualified = new WeakMap<IconNames, Map<string, string[]>>();

/** "logos:react", "devicon:react", ... for the sets a field allows, built once per combination. */
function qualifiedNames(sets: IconSetPrefix[], iconNames: IconNames): string[] {
  const lists = qualified.get(iconNames) ?? new Map<string, string[]>();
  qualified.set(iconNames, lists);
  const key = sets.join(",");
  let list = lists.get(key);
  if (!list) {
    list = sets.flatMap((set) => [...iconNames(set)].map((name) => `${set}:${name}`));
    lists.set(key, list);
  }
  return list;
}
