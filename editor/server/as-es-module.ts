/**
 * Ajv's standalone code as an ES module. Ajv writes it as CommonJS: its ES output needs export names
 * that are identifiers, and rjsf names each validator by a hash such as "-efe8d1d". Its require()s
 * (Ajv's small runtime helpers) become imports; the validators are left in module.exports.
 */
export function asEsModule(commonJs: string): string {
  const specifiers = [...new Set([...commonJs.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]))];
  // A CommonJS module imported by Node (the tests' server-side load) has its exports under
  // `default`; a bundler gives them as the namespace itself. Either way, required<n> is the exports.
  const imports = specifiers.map((specifier, index) =>
    [
      `import * as namespace${index} from ${JSON.stringify(specifier)};`,
      `const required${index} = namespace${index}.default?.__esModule ? namespace${index}.default : namespace${index};`,
    ].join("\n"),
  );
  const body = specifiers.reduce(
    (code, specifier, index) => code.replaceAll(`require(${JSON.stringify(specifier)})`, `required${index}`),
    commonJs,
  );
  return [...imports, "const module = { exports: {} };", "const exports = module.exports;", body].join("\n");
}
