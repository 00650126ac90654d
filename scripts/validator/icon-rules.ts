import type { CheckedDocument } from "./checked-document.ts";
import type { IconUse } from "./create-ajv.ts";
import { isIconSetPrefix, splitIconName, type IconNames, type IconSetPrefix } from "./icon-names.ts";
import type { FormWords, Problem } from "./problem.ts";
import { didYouMeanInForm } from "./did-you-mean-in-form.ts";
import { quoted } from "./quoted.ts";
import { suggest } from "./suggest.ts";
import { whereInPage } from "./where-in-page.ts";

interface Wording {
  message: string;
  hint: string;
  form: FormWords;
}

/** What an author reads when an icon name is wrong, in one place: in the file, and in a form. */
const WORDS = {
  unknownIcon: (prefix: string, name: string, guess: string | undefined, sets: string[]): Wording => ({
    message: `There is no icon "${name}" in the "${prefix}" set.${didYouMean(guess)}`,
    hint: whereToLook(sets),
    form: {
      message: `There is no icon ${quoted(name)} in the ${prefix} set.${didYouMeanInForm(guess)}`,
      hint: whereToLook(sets, true),
    },
  }),
  unknownSet: (value: string, guess: string | undefined, sets: string[]): Wording => ({
    message: `"${value}" is not from ${either(sets)}, the icon ${sets.length === 1 ? "set" : "sets"} used here.${didYouMean(guess)}`,
    hint: whereToLook(sets),
    form: {
      message: `${quoted(value)} is not from the ${sets.join(" or ")} icons used here.${didYouMeanInForm(guess)}`,
      hint: whereToLook(sets, true),
    },
  }),
};

/**
 * Every icon name a document gives (the fields the schema marks with "x-icon": course marks,
 * service and feature icons) is in the installed set it names, or its aliases, so a card never
 * shows an empty square. `iconNames` gives each set's names (in Node, icon-sets.ts reads the installed set).
 */
export function iconRules(doc: Pick<CheckedDocument, "file" | "source" | "icons">, iconNames: IconNames): Problem[] {
  return doc.icons.flatMap((use) => {
    const wording = iconProblem(use, iconNames);
    if (!wording) return [];
    return [
      {
        file: doc.file,
        severity: "error" as const,
        pointer: use.pointer,
        message: `${whereInPage(doc.source.value, use.pointer)}${wording.message}`,
        hint: wording.hint,
        form: wording.form,
        ...doc.source.locate(use.pointer),
      },
    ];
  });
}

function iconProblem({ sets, value }: IconUse, iconNames: IconNames): Wording | undefined {
  const { prefix, name } = splitIconName(value);
  const allowed = sets.filter(isIconSetPrefix);
  if (!allowed.includes(prefix as IconSetPrefix)) {
    // The right name from the wrong set ("lucide:react" on a course card) usually exists in one
    // of the right sets under the same name.
    const sameName = allowed.find((set) => iconNames(set).has(name));
    const guess = sameName ? `${sameName}:${name}` : suggest(value, qualifiedNames(allowed, iconNames));
    return WORDS.unknownSet(value, guess, sets);
  }
  if (iconNames(prefix as IconSetPrefix).has(name)) return undefined;
  return WORDS.unknownIcon(prefix, name, suggest(value, qualifiedNames(allowed, iconNames)), sets);
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

function didYouMean(guess: string | undefined): string {
  return guess ? ` Did you mean "${guess}"?` : "";
}

function either(sets: string[]): string {
  return sets.map((set) => `"${set}"`).join(" or ");
}

/** Where to find an icon's name; in a form, its example is not quoted as the file's values are. */
function whereToLook(sets: string[], inForm = false): string {
  const pages = sets.map((set) => `https://icon-sets.iconify.design/${set}/`).join(" or ");
  const example = `${sets[0]}:${EXAMPLE[sets[0]] ?? "name"}`;
  return `Find the icon at ${pages} and write its set, a colon and its name, as in ${inForm ? example : `"${example}"`}.`;
}

const EXAMPLE: Record<string, string> = { logos: "react", devicon: "kalilinux", lucide: "smartphone" };
