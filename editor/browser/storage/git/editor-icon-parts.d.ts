// The module editor/server/vite-plugin-editor-icon-parts.ts makes.
declare module "virtual:editor-icon-parts" {
  import type { IconSet } from "../../../../scripts/validator/icon-sets";
  import type { IconSetPrefix } from "../../../../scripts/validator/icon-names";
  export const iconParts: Record<IconSetPrefix, (() => Promise<{ default: IconSet }>)[]>;
}
