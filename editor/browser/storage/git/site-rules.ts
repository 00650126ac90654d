import { addressRule, iconNames, tags, validators } from "virtual:editor-site-rules";
import { checkerOver } from "../../../../scripts/validator/checker-over";
import type { IconSetPrefix } from "../../../../scripts/validator/icon-names";
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
};
