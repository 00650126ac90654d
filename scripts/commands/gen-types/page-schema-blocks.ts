import { parse, type ArrayNode, type DocumentNode, type ObjectNode } from "@humanwhocodes/momoa";
import { format, resolveConfig } from "prettier";
import { SchemaFileError } from "../../validator/create-ajv.ts";

/**
 * page.schema.json with its list of blocks ("definitions/block/oneOf") made of every schema of
 * schema/blocks/, in order, so adding a block takes no edit of page.schema.json. Only that list is
 * rewritten; the rest of the file keeps its text, and Prettier formats the whole so `npm run lint`
 * accepts it.
 */
export async function pageSchemaWithEveryBlock(pageSchemaPath: string, text: string, blockFiles: string[]) {
  const list = blockList(parse(text), pageSchemaPath);
  const refs = blockFiles.map((file) => ({ $ref: `blocks/${file}` }));
  const rewritten = text.slice(0, list.loc.start.offset) + JSON.stringify(refs) + text.slice(list.loc.end.offset);
  return format(rewritten, { ...(await resolveConfig(pageSchemaPath)), filepath: pageSchemaPath });
}

function blockList(document: DocumentNode, where: string): ArrayNode {
  let node = document.body;
  for (const key of ["definitions", "block", "oneOf"]) {
    const member =
      node.type === "Object"
        ? (node as ObjectNode).members.find((m) => m.name.type === "String" && m.name.value === key)
        : undefined;
    if (!member)
      throw new SchemaFileError(`${where} has no "definitions/block/oneOf": the list of blocks a page may hold.`);
    node = member.value;
  }
  if (node.type !== "Array") throw new SchemaFileError(`${where}: "definitions/block/oneOf" is not a list.`);
  return node;
}
