import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import { join } from "node:path";
import type { Plugin } from "vite";
import { PROJECT_ROOT } from "../../scripts/lib/project-root.ts";
import type { RJSFSchema } from "@rjsf/utils";
import type { FormKind } from "../browser/form/form-for.ts";
import type { SchemaName } from "../../scripts/content-layout/content-layout.ts";
import { schemaForDocument } from "../browser/document/schema-for-document.ts";
import { asEsModule } from "./as-es-module.ts";
import { bundleSchema } from "./documents/bundle-schema.ts";

const PREFIX = "virtual:editor-form/";
const SCHEMA_OF: Record<FormKind, SchemaName> = {
  page: "page",
  course: "page",
  service: "page",
  site: "site",
  form: "form",
};

/**
 * The editor's forms, made when the editor is built (or served): for each kind of document, the
 * schema its form is drawn from (schema/ in one piece, a page's narrowed to its kind) and rjsf's
 * validators for it compiled to code, as virtual:editor-form/<kind>. So the editor needs no server
 * to draw a form, and no `eval`, which the site's Content-Security-Policy forbids and rjsf's Ajv
 * would otherwise need.
 */
export function editorFormsPlugin(root = PROJECT_ROOT): Plugin {
  const kindOf = (id: string) => {
    const kind = id.startsWith(`\0${PREFIX}`) ? id.slice(PREFIX.length + 1) : "";
    return Object.hasOwn(SCHEMA_OF, kind) ? (kind as FormKind) : undefined;
  };
  return {
    name: "editor-forms",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      const kind = kindOf(id);
      if (!kind) return undefined;
      const schema = schemaForDocument(bundleSchema(join(root, "schema"), SCHEMA_OF[kind]) as RJSFSchema, { kind });
      return [
        asEsModule(compileSchemaValidatorsCode(schema)),
        `export const schema = ${JSON.stringify(schema)};`,
        "export const validateFns = module.exports;",
      ].join("\n");
    },
    configureServer(server) {
      // A schema changed: the editor's next load gets its forms made afresh.
      server.watcher.on("change", (file) => {
        if (!file.startsWith(join(root, "schema"))) return;
        for (const kind of Object.keys(SCHEMA_OF)) {
          const module = server.moduleGraph.getModuleById(`\0${PREFIX}${kind}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
