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
      `const required${index} = exportsOf(namespace${index});`,
    ].join("\n"),
  );
  const body = specifiers.reduce(
    (code, specifier, index) => code.replaceAll(`require(${JSON.stringify(specifier)})`, `required${index}`),
    commonJs,
  );
  // Read with Reflect: a bundler refuses `.default` written on the namespace of a module that has none.
  const exportsOf =
    "const exportsOf = (namespace) => { const inner = Reflect.get(namespace, 'default'); return inner?.__esModule ? inner : namespace; };";
  return [exportsOf, ...imports, "const module = { exports: {} };", "const exports = module.exports;", body].join("\n");
}
