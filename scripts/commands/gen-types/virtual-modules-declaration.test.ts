import { describe, expect, it } from "vitest";
import { virtualModulesDeclaration } from "./virtual-modules-declaration.ts";

describe("virtualModulesDeclaration", () => {
  it("declares each module with its body indented, and a module without exports as empty", () => {
    const modules = {
      "virtual:a": { declaration: 'import type { X } from "#generated/x";\n\nexport const a: X;\n' },
      "virtual:b.css": { declaration: "" },
    };
    expect(virtualModulesDeclaration("/* banner */", modules)).toBe(
      [
        "/* banner */",
        "",
        'declare module "virtual:a" {',
        '  import type { X } from "#generated/x";',
        "",
        "  export const a: X;",
        "}",
        "",
        'declare module "virtual:b.css" {}',
        "",
      ].join("\n"),
    );
  });
});
