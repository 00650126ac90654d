import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "dist-e2e", "dist-ssr", "outbox", "src/generated", "coverage", ".scratch"] },
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
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render content as text, never as raw HTML.",
        },
      ],
    },
  },
  {
    // src/content/ is the one way in to pages/: the site reads the documents, the settings and the
    // forms through it, as scripts/vite-plugin-pages.ts serves them validated.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["virtual:site", "virtual:forms", "virtual:catalogue", "virtual:cards"].map((name) => ({
            name,
            message: "Import it from src/content/, the one way in to pages/.",
          })),
          patterns: [{ regex: "(^|/)pages/", message: "Read pages/ through src/content/ and its virtual modules." }],
        },
      ],
    },
  },
);
