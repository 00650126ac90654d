import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { iconSprite } from "./icon-sprite/icon-sprite.ts";
import { spriteIcons } from "./icon-sprite/sprite-icons.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

const VIRTUAL_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The dev server draws the sprite afresh on every request, so a document's new icon shows on reload. */
const DEV_ADDRESS = "/@icon-sprite.svg";

/**
 * Serves virtual:icon-sprite, the address of one SVG file with every icon the site draws. A build
 * writes it as a content-hashed asset (cached for good); the client and server builds compute the
 * same name from the same icons, so pre-rendered HTML and hydration agree.
 */
export function iconSpritePlugin(root = PROJECT_ROOT): Plugin {
  let serving = false;
  let base = "/";
  const sprite = () => iconSprite(spriteIcons(readPageTexts(root).values()));
  return {
    name: "icon-sprite",
    configResolved(config) {
      serving = config.command === "serve";
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(DEV_ADDRESS, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.setHeader("Cache-Control", "no-cache");
        response.end(sprite());
      });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export const iconSpriteUrl = ${JSON.stringify(DEV_ADDRESS)};`;
      const source = sprite();
      const fileName = `assets/icons-${createHash("sha256").update(source).digest("hex").slice(0, 8)}.svg`;
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName, source });
      return `export const iconSpriteUrl = ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}
