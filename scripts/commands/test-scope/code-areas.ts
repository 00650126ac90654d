/**
 * The areas of the code a scoped run knows (`npm test -- --since <ref>`): for each, the files that are
 * its own and the tests that check it. A change whose every code file falls in one of them runs the
 * type-check, lint and validation of everything, then those tests alone; a file in none (schemas, the
 * build, dependencies, configuration, shared test helpers) runs everything. CI on main always runs
 * everything. The one table, as what-changes-affect.ts is for content.
 */
export interface CodeArea {
  /** What it is, in words, for the run to say why it chose what it did. */
  name: string;
  /** Its files: each a path prefix (a folder ends with "/"). */
  owns: string[];
  /** Its unit and component tests: Vitest filters (paths or path prefixes). */
  unit: string[];
  /** Its browser tests, on the suite's builds. */
  browser?: string[];
  /** Whether the route checks run, on one page of each layout that shows the changed block (or each layout). */
  routes?: "showing the block" | "each layout";
  /** Whether the checks in Firefox ESR and WebKitGTK run too. */
  engines?: boolean;
}

export const CODE_AREAS: CodeArea[] = [
  {
    name: "a block",
    owns: ["src/blocks/"],
    unit: ["src/blocks/", "src/render/", "tests/pages.test.tsx"],
    routes: "showing the block",
  },
  {
    name: "how a page starts, and sending",
    owns: ["src/app/boot/", "src/runtime/", "src/forms/", "scripts/build-plugins/inline-scripts/"],
    unit: ["src/app/", "src/runtime/", "src/forms/", "scripts/build-plugins/inline-scripts/"],
    browser: [
      "tests/browser/failed-files.test.ts",
      "tests/browser/scripts-on-first-use.test.ts",
      "tests/browser/form-sending.test.ts",
      "tests/browser/forms-kept-on-device.test.ts",
      "tests/browser/inquiries-sent.test.ts",
      "tests/browser/navigation.test.ts",
    ],
    engines: true,
  },
  {
    name: "the editor's storage",
    owns: ["editor/browser/storage/", "editor/documents/"],
    unit: ["editor/browser/storage/", "editor/documents/"],
    browser: ["tests/browser/editor-git.test.ts", "tests/browser/editor-round-trip.test.ts"],
  },
  {
    name: "the git server's hooks",
    owns: ["scripts/commands/git-hook/"],
    unit: ["scripts/commands/git-hook/"],
    browser: ["tests/browser/editor-git.test.ts"],
  },
  {
    name: "the validator",
    owns: ["scripts/validator/"],
    unit: ["scripts/validator/", "editor/server/files/", "tests/schema-docs.test.ts"],
    browser: ["tests/browser/validator-in-browser.test.ts"],
  },
  {
    name: "the styles and the shared pieces (src/ui)",
    owns: ["uno.config.ts", "src/ui/"],
    unit: ["src/ui/"],
    browser: [
      "tests/browser/nothing-floats-over.test.ts",
      "tests/browser/menus-without-scripts.test.ts",
      "tests/browser/accessibility-desktop.test.ts",
    ],
    routes: "each layout",
  },
  {
    name: "the test runner",
    owns: ["scripts/commands/run-tests.ts", "scripts/commands/test-run/", "scripts/commands/test-scope/"],
    unit: ["scripts/commands/run-tests.test.ts", "scripts/commands/test-run/", "scripts/commands/test-scope/"],
  },
  {
    // The fixture site's build follows this guide with its own text (scripts/lib/fixture-site/added-block.ts).
    name: "the guide to adding a block",
    owns: ["docs/adding-a-block.md", "scripts/lib/fixture-site/added-block.ts"],
    unit: [],
    browser: ["tests/browser/new-block.test.ts"],
  },
  {
    name: "the docs",
    owns: ["docs/", "README.md", "editor/README.md", "functions/README.md"],
    unit: [],
  },
];

/** The area a code file belongs to, if any. */
export function areaOf(file: string): CodeArea | undefined {
  return CODE_AREAS.find((area) => area.owns.some((owned) => file === owned || file.startsWith(owned)));
}

/** The block type a file of src/blocks/ draws (its folder, as the schema names it), if it is one block's. */
export function blockTypeOf(file: string): string | undefined {
  return /^src\/blocks\/([^/]+)\//.exec(file)?.[1];
}
