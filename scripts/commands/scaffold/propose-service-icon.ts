import type { IconNames } from "../../validator/icon-names.ts";
import { titleWords } from "./title-words.ts";

/**
 * A Lucide icon for a new service: the first word of its title, or that word without a plural
 * "s", that names one ("Cloud Backup" -> "lucide:cloud"). Undefined when none does.
 */
export function proposeServiceIcon(title: string, iconNames: IconNames): string | undefined {
  const lucide = iconNames("lucide");
  for (const word of titleWords(title)) {
    const name = [word, word.replace(/s$/, "")].find((spelling) => lucide.has(spelling));
    if (name) return `lucide:${name}`;
  }
  return undefined;
}
