/**
 * The text of src/generated/virtual-modules.d.ts: one `declare module` per virtual module, in the
 * table's order. Ambient declarations may import only non-relative names, so the declarations import
 * the schema types through the #generated/* alias of tsconfig.json (and the catalogue's through #content/*).
 */
export function virtualModulesDeclaration(banner: string, modules: Record<string, { declaration: string }>): string {
  const blocks = Object.entries(modules).map(([id, { declaration }]) => {
    const body = declaration.trim();
    if (!body) return `declare module ${JSON.stringify(id)} {}`;
    const indented = body.split("\n").map((line) => (line ? `  ${line}` : line));
    return `declare module ${JSON.stringify(id)} {\n${indented.join("\n")}\n}`;
  });
  return `${banner}\n\n${blocks.join("\n\n")}\n`;
}
