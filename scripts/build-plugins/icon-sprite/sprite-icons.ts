import { CONTENT_ICON, SOCIAL_MARKS, UI_ICONS } from "../../../src/ui/icon-names.ts";
import { isIconSetPrefix, splitIconName } from "../../validator/icon-names.ts";
import { iconNames } from "../../validator/icon-sets.ts";

/**
 * Every icon the site can draw: the components' own, the social marks, and each icon a page
 * document chooses. A document's icon that does not exist is left out here and reported by the
 * validator, so a typo being typed does not stop the dev server's sprite.
 */
export function spriteIcons(documentTexts: Iterable<string>): string[] {
  const chosen = [...documentTexts].flatMap(contentIconsIn).filter(exists);
  return [...Object.values(UI_ICONS), ...Object.values(SOCIAL_MARKS), ...chosen];
}

function contentIconsIn(json: string): string[] {
  const icons: string[] = [];
  try {
    JSON.parse(json, (_key, value: unknown) => {
      if (typeof value === "string" && CONTENT_ICON.test(value)) icons.push(value);
      return value;
    });
  } catch {
    // A document saved half-written: its icons are read again when it is saved whole.
  }
  return icons;
}

function exists(icon: string): boolean {
  const { prefix, name } = splitIconName(icon);
  return isIconSetPrefix(prefix) && iconNames(prefix).has(name);
}
