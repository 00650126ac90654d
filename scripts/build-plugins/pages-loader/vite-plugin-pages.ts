import { relative } from "node:path";
import type { DevEnvironment, Plugin, ViteDevServer } from "vite";
import { PAGES_ASK, PAGES_CHANGED } from "../../../src/content/page-changes.ts";
import { withoutDrafts } from "./without-drafts.ts";
import { formatProblems, summary } from "../../validator/format-problems.ts";
import { validatePages } from "../../validator/validate-pages.ts";
import { type ValidationResult } from "../../validator/validate-texts.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { serveDocumentPictures } from "../pictures/serve-document-pictures.ts";
import { languageOfModule, routeFragmentOf, TRANSLATED_PREFIX, translatedDocumentOf } from "./pages-modules.ts";
import { VIRTUAL_MODULES } from "./virtual-modules.ts";

/** The modules this plugin serves: those of the table (where their types come from) that it builds. */
const MODULES = new Map<string, (result: ValidationResult) => string>(
  Object.entries(VIRTUAL_MODULES).flatMap(([id, module]) => ("source" in module ? [[id, module.source] as const] : [])),
);
const RESOLVED_PREFIX = "\0";
/** virtual:routes/<n>: one fragment of the route table (routeFragmentOf). */
const ROUTE_FRAGMENT = /^virtual:routes\/(\d+)$/;
/** The modules made in each language (virtual:site/ne), by the prefix of their names, with what makes each. */
const BY_LANGUAGE = Object.fromEntries(
  Object.entries(VIRTUAL_MODULES).flatMap(([id, module]) =>
    "sourceIn" in module ? [[id.slice(0, -"/*".length), module.sourceIn] as const] : [],
  ),
);
const ofLanguage = (id: string) =>
  Object.entries(BY_LANGUAGE).flatMap(([prefix, make]) => {
    const language = languageOfModule(id, prefix);
    return language ? [(result: ValidationResult) => make(result, language)] : [];
  })[0];
const PAGE_FILE = /^pages[\\/].*\.json$/;
/**
 * How long the documents must stay unchanged before they are validated again: a save that renames
 * a page and changes the links to it is several files written at once, and one announcement.
 */
const SETTLE_MS = 50;

/**
 * Validates pages/ when the dev server starts, on every save and before a build, and serves what
 * the site reads of it: the route table, the course and service catalogues and cards, the site
 * settings and the form definitions (and, to the dev server's block catalogue, an example of every
 * block type), each from the documents that passed.
 */
export function pagesPlugin(): Plugin {
  let result: ValidationResult = validatePages();
  let server: ViteDevServer | undefined;
  // A build publishes: drafts are left out. The dev server shows them, marked, as the author will
  // see them once published.
  let published = false;
  const changed = new Set<string>();
  const fragmentsServed = new Set<string>();
  const translatedServed = new Set<string>();
  const languagesServed = new Set<string>();
  let settling: ReturnType<typeof setTimeout> | undefined;

  /** Prints every problem; returns the errors' text, for the build error or the browser overlay. */
  const report = (print: boolean): string | undefined => {
    const formatted = formatProblems(result.problems, result.texts);
    if (print && (formatted.length > 0 || server))
      console.log(`\n${formatted.join("\n\n")}\n${summary(result.problems, result.texts.size)}\n`);
    const errors = formatProblems(
      result.problems.filter((p) => p.severity === "error"),
      result.texts,
    );
    return errors.length > 0
      ? `Invalid page documents (${summary(result.problems, result.texts.size)}):\n\n${errors.join("\n\n")}`
      : undefined;
  };

  /** Validates again, drops the modules built from the documents, and tells the pages what changed. */
  const announce = (environment: DevEnvironment) => {
    result = validatePages();
    const errors = report(true);
    for (const id of [...MODULES.keys(), ...fragmentsServed, ...translatedServed, ...languagesServed]) {
      const module = environment.moduleGraph.getModuleById(RESOLVED_PREFIX + id);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    environment.hot.send(PAGES_CHANGED, { files: [...changed].sort(), ...(errors && { errors }) });
    changed.clear();
  };

  return {
    name: "pages",
    enforce: "pre",
    configResolved(config) {
      published = config.command === "build";
    },
    async buildStart() {
      result = validatePages();
      const errors = report(Boolean(server) || !result.problems.some((p) => p.severity === "error"));
      if (errors && !server) this.error(errors);
      // The cards and the site settings a build serves draw their photos as the build made them.
      if (published) {
        const documents = [
          ...result.documents.map(({ document }) => document),
          // A page in Nepali shows its English page's photos: as the build made them too.
          ...result.translations.map(({ document }) => document),
          result.site,
        ];
        await Promise.all(documents.map((document) => serveDocumentPictures(document, PROJECT_ROOT)));
      }
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(`${PROJECT_ROOT}/pages`);
      devServer.httpServer?.on("close", () => clearTimeout(settling));
      // A page that starts listening hears at once whether a document is invalid now.
      devServer.environments.client.hot.on(PAGES_ASK, (_, client) => {
        const errors = report(false);
        client.send(PAGES_CHANGED, { files: [], ...(errors && { errors }) });
      });
    },
    // A saved, added or deleted document is handled here alone: Vite's own update of the JSON module
    // would reload every page, the editor's too, and its "page reload" log clears the terminal. The
    // pages are told by PAGES_CHANGED (src/content/page-changes.ts) and decide what to do.
    hotUpdate({ file }) {
      const name = relative(PROJECT_ROOT, file);
      if (!PAGE_FILE.test(name)) return undefined;
      if (this.environment.name !== "client") return [];
      changed.add(name.split("\\").join("/"));
      clearTimeout(settling);
      const environment = this.environment;
      settling = setTimeout(() => announce(environment), SETTLE_MS);
      return [];
    },
    resolveId(id) {
      return MODULES.has(id) || ROUTE_FRAGMENT.test(id) || id.startsWith(TRANSLATED_PREFIX) || ofLanguage(id)
        ? RESOLVED_PREFIX + id
        : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      const served = published ? withoutDrafts(result) : result;
      const fragment = ROUTE_FRAGMENT.exec(name);
      if (fragment) {
        fragmentsServed.add(name);
        return routeFragmentOf(served, Number(fragment[1]));
      }
      if (name.startsWith(TRANSLATED_PREFIX)) {
        translatedServed.add(name);
        const source = translatedDocumentOf(served, name.slice(TRANSLATED_PREFIX.length));
        if (source === undefined) this.error(`${name}: no such translation passed the validator.`);
        return source;
      }
      const inLanguage = ofLanguage(name);
      if (inLanguage) {
        languagesServed.add(name);
        return inLanguage(served);
      }
      return MODULES.get(name)?.(served);
    },
  };
}
