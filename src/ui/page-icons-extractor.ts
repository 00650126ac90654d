import type { Extractor } from "unocss";
import { contentIconClass } from "./content-icon-class";

const JSON_FILE = /\.json($|\?)/;

/**
 * Page documents choose icons as data ("lucide:smartphone"), so no source file spells out their
 * classes: UnoCSS learns them here. It takes nothing else from a document: the default extractor
 * would read every word of its prose as a utility ("fixed", "table", "block") and add its CSS.
 */
export const pageIconsExtractor: Extractor = {
  name: "page-icons",
  order: -1,
  extract(context) {
    if (!context.id || !JSON_FILE.test(context.id)) return undefined;
    const classes = iconClassesIn(context.code);
    context.code = "";
    return classes;
  },
};

function iconClassesIn(json: string): string[] {
  const classes: string[] = [];
  try {
    JSON.parse(json, (_key, value: unknown) => {
      const iconClass = typeof value === "string" ? contentIconClass(value) : undefined;
      if (iconClass) classes.push(iconClass);
      return value;
    });
  } catch {
    // A document saved half-written: its icons are read again when it is saved whole, and the
    // classes found before stay until then.
  }
  return classes;
}
