import standaloneCode from "ajv/dist/standalone";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { PROJECT_ROOT } from "../../scripts/lib/project-root.ts";
import { newAjv, schemaId, schemaTags } from "../../scripts/validator/create-ajv.ts";
import { SCHEMA_NAMES } from "../../scripts/content-layout/content-layout.ts";
import { ICON_SET_PREFIXES } from "../../scripts/validator/icon-names.ts";
import { iconNames } from "../../scripts/validator/icon-sets.ts";
import { readSchemaFiles } from "../../scripts/validator/schema-files.ts";
import { addressRuleIn } from "../documents/address/address-rule.ts";
import { asEsModule } from "./as-es-module.ts";

export const SITE_RULES_MODULE = "virtual:editor-site-rules";

/**
 * What the editor brings to check documents where no server runs them (saving to a git host): the
 * validator's schema checks compiled to code when the editor is built (no `eval`, which the site's
 * Content-Security-Policy forbids), the values of the schemas' discriminating properties, the names
 * of the icon sets, and how an address is written. As virtual:editor-site-rules.
 */
export function editorSiteRulesPlugin(root = PROJECT_ROOT): Plugin {
  const id = `\0${SITE_RULES_MODULE}`;
  return {
    name: "editor-site-rules",
    resolveId: (source) => (source === SITE_RULES_MODULE ? id : undefined),
    load(source) {
      if (source !== id) return undefined;
      const files = readSchemaFiles(join(root, "schema"));
      const ajv = newAjv(files, { code: { source: true } });
      const validators = standaloneCode(
        ajv,
        Object.fromEntries(SCHEMA_NAMES.map((schema) => [schema, schemaId(schema)])),
      );
      const names = Object.fromEntries(ICON_SET_PREFIXES.map((prefix) => [prefix, [...iconNames(prefix)]]));
      const page: unknown = JSON.parse(readFileSync(join(root, "schema/page.schema.json"), "utf8"));
      return [
        asEsModule(validators),
        "export const validators = module.exports;",
        `export const tags = ${JSON.stringify(schemaTags(files))};`,
        `export const iconNames = ${JSON.stringify(names)};`,
        `export const addressRule = ${JSON.stringify(addressRuleIn(page))};`,
      ].join("\n");
    },
  };
}
