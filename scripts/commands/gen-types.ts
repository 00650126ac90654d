import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { compileFromFile } from "json-schema-to-typescript";
import { blockSchemaFiles, blockTypesTable, translatableTextsTable } from "./gen-types/block-types-table.ts";
import { documentedRefsAsAllOf } from "./gen-types/documented-refs-as-all-of.ts";
import { pageSchemaWithEveryBlock } from "./gen-types/page-schema-blocks.ts";
import { schemasUsable } from "../validator/schemas-usable.ts";
import { virtualModulesDeclaration } from "./gen-types/virtual-modules-declaration.ts";
import { HOST_HEADERS } from "../build-plugins/headers/host-headers.ts";
import { nginxConfig } from "../build-plugins/headers/nginx-config.ts";
import { vercelConfig } from "../build-plugins/headers/vercel-config.ts";
import { VIRTUAL_MODULES } from "../build-plugins/pages-loader/virtual-modules.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// npm run gen:types            fails when src/generated/ is out of date with schema/ (or page.schema.json's
//                              list of blocks with schema/blocks/), or with the
//                              virtual modules' table (scripts/build-plugins/pages-loader/virtual-modules.ts), or the hosts'
//                              configuration (vercel.json, docs/deploy/nginx.conf) with the
//                              headers' table (scripts/build-plugins/headers/host-headers.ts)
// npm run gen:types -- --write regenerates them
const ENTRY_SCHEMAS = {
  "page.ts": "schema/page.schema.json",
  "site.ts": "schema/site.schema.json",
  "form.ts": "schema/form.schema.json",
};
const BANNER = `/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schema/ by scripts/commands/gen-types.ts (json-schema-to-typescript).
 * Change the JSON Schema, then run: npm run gen:types -- --write
 */`;
const VIRTUAL_MODULES_BANNER = `/* eslint-disable */
/**
 * DO NOT EDIT. Generated from the table in scripts/build-plugins/pages-loader/virtual-modules.ts by scripts/commands/gen-types.ts: the
 * types of the virtual modules the site imports. Change the table, then run: npm run gen:types -- --write
 */`;

const BLOCK_TYPES_BANNER = `/* eslint-disable */
/**
 * DO NOT EDIT. Generated from the "x-name", "x-page-heading", "x-label", "x-entries", "x-picture-role" and "x-translate"
 * annotations of schema/ by scripts/commands/gen-types.ts. Change the JSON Schema, then run:
 * npm run gen:types -- --write (docs/adding-a-block.md)
 */`;

const write = process.argv.includes("--write");
const stale: string[] = [];
const schemaDir = join(PROJECT_ROOT, "schema");

// page.schema.json lists every block of schema/blocks/; it is written first, so the types below
// are compiled from the list as it will be.
const pageSchema = join(schemaDir, "page.schema.json");
const pageSchemaText = readFileSync(pageSchema, "utf8");
const pageSchemaWanted = await schemasUsable(() =>
  pageSchemaWithEveryBlock(pageSchema, pageSchemaText, blockSchemaFiles(schemaDir)),
);
if (pageSchemaWanted !== pageSchemaText) {
  if (write) {
    writeFileSync(pageSchema, pageSchemaWanted);
    console.log("wrote schema/page.schema.json (its list of blocks)");
  } else {
    stale.push("schema/page.schema.json (its list of blocks)");
  }
}

// The compiler reads a copy of schema/ in which documented "$ref"s are wrapped, so they keep
// their named types (see documentedRefsAsAllOf).
const copy = mkdtempSync(join(tmpdir(), "gen-types-"));
cpSync(schemaDir, join(copy, "schema"), { recursive: true });
for (const file of readdirSync(join(copy, "schema"), { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".json")) continue;
  const target = join(copy, "schema", file);
  writeFileSync(target, JSON.stringify(documentedRefsAsAllOf(JSON.parse(readFileSync(target, "utf8")))));
}

const outputs: Record<string, string> = {};
for (const [output, schema] of Object.entries(ENTRY_SCHEMAS)) {
  outputs[`src/generated/${output}`] = await compileFromFile(join(copy, schema), {
    cwd: join(copy, "schema"),
    bannerComment: BANNER,
    additionalProperties: false,
    unknownAny: true,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: false, printWidth: 120 },
  });
}
rmSync(copy, { recursive: true, force: true });
outputs["src/generated/block-types.ts"] = await schemasUsable(() => blockTypesTable(schemaDir, BLOCK_TYPES_BANNER));
outputs["src/generated/translatable-texts.ts"] = await schemasUsable(() =>
  translatableTextsTable(schemaDir, BLOCK_TYPES_BANNER),
);
outputs["src/generated/virtual-modules.d.ts"] = virtualModulesDeclaration(VIRTUAL_MODULES_BANNER, VIRTUAL_MODULES);
// Vercel reads vercel.json from the project, not from the build; nginx's snippet is the deployer's to copy.
outputs["vercel.json"] = vercelConfig(HOST_HEADERS);
outputs["docs/deploy/nginx.conf"] = nginxConfig(HOST_HEADERS);

for (const [output, code] of Object.entries(outputs)) {
  const target = join(PROJECT_ROOT, output);
  const current = existsSync(target) ? readFileSync(target, "utf8") : "";
  if (current === code) continue;
  if (write) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
    console.log(`wrote ${output}`);
  } else {
    stale.push(output);
  }
}

if (stale.length > 0) {
  console.error(`Generated files are out of date: ${stale.join(", ")}\nRun: npm run gen:types -- --write`);
  process.exitCode = 1;
} else if (!write) {
  console.log(
    "page.schema.json's list of blocks, src/generated/, vercel.json and docs/deploy/nginx.conf are up to date with their sources",
  );
}
