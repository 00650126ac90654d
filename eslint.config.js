import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { roomsInOneDirection } from "./scripts/lint/rooms-in-one-direction.ts";

const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: "Render content as text, never as raw HTML.",
};

/** pages/ and the modules serving it, which src/content/ alone reads. */
const FROM_PAGES = {
  paths: [
    "virtual:site",
    "virtual:forms",
    "virtual:catalogue",
    "virtual:course-index",
    "virtual:cards",
    "virtual:batch-days",
  ].map((name) => ({
    name,
    message: "Import it from src/content/, the one way in to pages/.",
  })),
  patterns: [{ regex: "(^|/)pages/", message: "Read pages/ through src/content/ and its virtual modules." }],
};

// The boundary between the site and its page editor: the site (src/) never imports editor/, so no
// visitor's page loads the editor's code; the editor has pages of its own (edit/). The editor may
// import the site (it draws its blocks) and scripts/ (the validator).
const EDITOR_MESSAGE =
  "The site must not import the page editor (editor/): the editor is its own pages (edit/index.html), and no " +
  "visitor's page may load its code.";
const FROM_EDITOR = { regex: "(^|/)editor(/|$)", message: EDITOR_MESSAGE };
// Layers run one way: the tools (scripts/) and the editor may import the site, never the reverse, and
// nothing shipped imports the tests. Build-time code that reads pages/ lives in scripts/build-plugins/.
const FROM_SCRIPTS = {
  regex: "(^|/)scripts/",
  message:
    "The site (src/) never imports the tools (scripts/): what the build knows reaches it through src/content/'s virtual modules.",
};
const FROM_TESTS = {
  regex: "(^|/)tests/",
  message: "Only tests import tests/: move what production code needs out of tests/ (scripts/lib/ for the tools).",
};
/** The validator's files that read the disk (Node only); the rest of scripts/validator/ runs in a browser too. */
const VALIDATOR_IN_NODE = [
  "scripts/validator/icon-sets.ts",
  "scripts/validator/public-folder.ts",
  "scripts/validator/schema-files.ts",
  "scripts/validator/validate-pages.ts",
];
/** Tests, the fixtures beside them and the tests' own settings: the one place tests/ may be imported from. */
const TEST_FILES = ["tests/**", "**/*.test.{ts,tsx}", "**/*.fixture.{ts,tsx}", "vitest.config.ts"];

/** no-restricted-imports does not see import(): a lazy import of the editor. */
// esquery's regular expressions cannot hold a "/"; \x2F stands for it.
const LAZY_EDITOR_IMPORT = {
  selector: "ImportExpression[source.value=/(^|\\x2F)editor(\\x2F|$)/]",
  message: EDITOR_MESSAGE,
};

/**
 * Every part of the site's code fetched later comes through loadPart (src/runtime/load-part.ts), which
 * tries again when the network drops and leaves the page standing when it cannot: an import() anywhere
 * else would take its part down on a phone whose connection blinked.
 */
const IMPORT_THROUGH_LOAD_PART = {
  selector:
    "ImportExpression:not(CallExpression[callee.name=/^(loadPart|lazyPart|lazyBlock)$/] > ArrowFunctionExpression ImportExpression)",
  message:
    "Load a part of the site's code through loadPart (or lazyPart, lazyBlock): it tries again when the network drops and never takes the page down.",
};

export default tseslint.config(
  { ignores: ["dist", "dist-fixture*", "dist-ssr", "outbox", "src/generated", "coverage", ".scratch"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The classic hook rules; the React Compiler's rules misread react-hook-form's API, and we do
      // not build with the compiler.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "no-restricted-syntax": ["error", NO_RAW_HTML],
    },
  },
  {
    // src/'s rooms import in one direction, the leaf (src/runtime/) from none (scripts/lint/rooms-in-one-direction.ts).
    files: ["src/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    plugins: { rooms: { rules: { "in-one-direction": roomsInOneDirection } } },
    rules: { "rooms/in-one-direction": "error" },
  },
  {
    // src/content/ is the one way in to pages/: the site reads the documents, the settings and the
    // forms through it, as scripts/build-plugins/pages-loader/vite-plugin-pages.ts serves them validated. The editor's browser
    // half too.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/content/**", ...TEST_FILES],
    rules: {
      "no-restricted-imports": [
        "error",
        { ...FROM_PAGES, patterns: [...FROM_PAGES.patterns, FROM_EDITOR, FROM_SCRIPTS, FROM_TESTS] },
      ],
    },
  },
  {
    files: ["src/**/*.test.{ts,tsx}", "src/**/*.fixture.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { ...FROM_PAGES, patterns: [...FROM_PAGES.patterns, FROM_EDITOR, FROM_SCRIPTS] },
      ],
    },
  },
  {
    files: ["editor/browser/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: { "no-restricted-imports": ["error", { ...FROM_PAGES, patterns: [...FROM_PAGES.patterns, FROM_TESTS] }] },
  },
  {
    files: ["editor/browser/**/*.test.{ts,tsx}", "editor/browser/**/*.fixture.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", FROM_PAGES] },
  },
  {
    files: ["src/content/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: [FROM_EDITOR, FROM_SCRIPTS, FROM_TESTS] }] },
  },
  {
    files: ["scripts/**/*.{ts,tsx}", "editor/server/**/*.{ts,tsx}", "*.{ts,js}"],
    ignores: TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: [FROM_TESTS] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", NO_RAW_HTML, LAZY_EDITOR_IMPORT] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: { "no-restricted-syntax": ["error", NO_RAW_HTML, LAZY_EDITOR_IMPORT, IMPORT_THROUGH_LOAD_PART] },
  },
  {
    // Inline in every page's <head>, before any module: plain browser script.
    files: ["src/**/*.inline.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
  {
    // The editor's document logic runs in a browser too, saving to a git host: it reads the site
    // through a SiteCopy (editor/documents/site-copy.ts) and never the disk.
    files: ["editor/documents/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            FROM_TESTS,
            { regex: "^node:", message: "Read the site through the SiteCopy given, so this runs in a browser too." },
            {
              group: ["**/editor/server/**", "../server/**"],
              message: "editor/server/ is Node's: take what it gives as a parameter.",
            },
          ],
        },
      ],
    },
  },
  {
    // The validator runs in a browser too (tests/browser/validator-in-browser.test.ts): only these
    // files read the disk, giving the checks (validate-texts.ts) this project's schemas, icons and files.
    files: ["scripts/validator/**/*.ts"],
    ignores: [...TEST_FILES, ...VALIDATOR_IN_NODE],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            FROM_TESTS,
            {
              regex: "^node:",
              message: "The validator runs in the browser too: read the disk in one of VALIDATOR_IN_NODE.",
            },
            {
              regex: `(^|/)(${VALIDATOR_IN_NODE.map((file) => file.replace(/^.*\//, "").replace(/\.ts$/, "")).join("|")})(\\.ts)?$`,
              allowTypeImports: true,
              message:
                "This module reads the disk: take what it gives as a parameter, so the validator runs in a browser.",
            },
          ],
        },
      ],
    },
  },
);
