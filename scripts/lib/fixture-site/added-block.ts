import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PROJECT_ROOT } from "../project-root.ts";

/** The guide whose files the fixture site takes as they are written there. */
export const ADDING_A_BLOCK = "docs/adding-a-block.md";

/** The block the guide adds, and the page it puts it on. */
export const ADDED_BLOCK = { type: "quote", page: "pages/about.json", path: "/about" } as const;

/** A fenced block of the guide that names its file: ```json schema/blocks/quote.schema.json */
const FILE_FENCE = /^```\w+ (\S+)\n([\s\S]*?)^```$/gm;
/** The line of block-registry.ts that opens the table, after which a block's entry goes. */
const REGISTRY_TABLE = "export const blockRegistry: BlockRegistry = {\n";

/**
 * Follows docs/adding-a-block.md in the copy at `root`, with the guide's own text: writes the block's
 * schema and component, adds its import and entry to the registry, runs `npm run gen:types -- --write`,
 * and puts the block at the end of the page the guide names. A fence the guide changes is followed as
 * it then reads; one this cannot place fails the fixture's build with its file.
 */
export function addTheGuidesBlock(root: string): void {
  const guide = readFileSync(join(PROJECT_ROOT, ADDING_A_BLOCK), "utf8");
  for (const [, file, text] of guide.matchAll(FILE_FENCE)) {
    const target = join(root, file);
    if (file === "src/render/block-registry.ts") writeFileSync(target, withEntry(readFileSync(target, "utf8"), text));
    else if (file.startsWith("pages/")) writeFileSync(target, withBlock(readFileSync(target, "utf8"), text));
    else {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
  }
  execFileSync("npm", ["run", "-s", "gen:types", "--", "--write"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** The registry with the guide's import lines after its imports, and its entry first in the table. */
function withEntry(registry: string, lines: string): string {
  if (!registry.includes(REGISTRY_TABLE)) {
    throw new Error(`src/render/block-registry.ts no longer opens its table as ${ADDING_A_BLOCK} expects.`);
  }
  const imports = lines.split("\n").filter((line) => line.startsWith("import "));
  const entries = lines.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("import "));
  return `${imports.join("\n")}\n${registry}`.replace(REGISTRY_TABLE, `${REGISTRY_TABLE}${entries.join("\n")}\n`);
}

/** A page document with the guide's block at the end of its "blocks". */
function withBlock(page: string, block: string): string {
  const document = JSON.parse(page) as { blocks: unknown[] };
  document.blocks.push(JSON.parse(block));
  return `${JSON.stringify(document, null, 2)}\n`;
}
