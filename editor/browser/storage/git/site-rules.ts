import { addressRule, iconNames, tags, validators } from "virtual:editor-site-rules";
import { iconParts } from "virtual:editor-icon-parts";
import { drawCard } from "../../../../scripts/commands/images/card-art";
import { checkerOver } from "../../../../scripts/validator/checker-over";
import { isIconSetPrefix, splitIconName, type IconSetPrefix } from "../../../../scripts/validator/icon-names";
import type { IconSet } from "../../../../scripts/validator/icon-sets";
import { iconPart } from "../../../documents/new-page/icon-part";
import type { SiteRules } from "./branch-copy";

const checker = checkerOver((schema) => validators[schema], tags);
const sets = new Map<IconSetPrefix, ReadonlySet<string>>();

/** The site's rules as the editor was built with them (editor/server/vite-plugin-editor-site-rules.ts). */
export const builtSiteRules: SiteRules = {
  schemaChecker: () => checker,
  addressRule: () => addressRule,
  iconNames(prefix) {
    let names = sets.get(prefix);
    if (!names) sets.set(prefix, (names = new Set(iconNames[prefix])));
    return names;
  },
  async drawCard(title, kind, marks) {
    const drawings = new Map<IconSetPrefix, IconSet>();
    for (const mark of marks) {
      const { prefix, name } = splitIconName(mark);
      if (!isIconSetPrefix(prefix)) continue;
      const part = (await iconParts[prefix][iconPart(name)]()).default;
      const known = drawings.get(prefix);
      drawings.set(
        prefix,
        known
          ? { ...known, icons: { ...known.icons, ...part.icons }, aliases: { ...known.aliases, ...part.aliases } }
          : part,
      );
    }
    return drawCard(title, kind, marks, (prefix) => drawings.get(prefix));
  },
};
