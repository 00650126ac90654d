import { relative } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { withoutDrafts } from "./content/without-drafts.ts";
import { formatProblems, summary } from "./validator/format-problems.ts";
import { PROJECT_ROOT, validatePages, type ValidationResult } from "./validator/validate-pages.ts";
import { VIRTUAL_MODULES } from "./virtual-modules.ts";

/** The modules this plugin serves: those of the table (where their types come from) that it builds. */
const MODULES = new Map<string, (result: ValidationResult) => string>(
  Object.entries(VIRTUAL_MODULES).flatMap(([id, module]) => ("source" in module ? [[id, module.source] as const] : [])),
);
const RESOLVED_PREFIX = "\0";
const PAGE_FILE = /^pages[\\/].*\.json$/;

/** The message that draws Vite's error overlay in the browser. */
const overlay = (message: string) => ({ type: "error" as const, err: { message, stack: "", plugin: "pages" } });

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

  return {
    name: "pages",
    enforce: "pre",
    configResolved(config) {
      published = config.command === "build";
    },
    buildStart() {
      result = validatePages();
      const errors = report(Boolean(server) || !result.problems.some((p) => p.severity === "error"));
      if (errors && !server) this.error(errors);
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(`${PROJECT_ROOT}/pages`);
      // A browser that connects while a document is invalid sees the problems at once.
      devServer.ws.on("connection", () => {
        const errors = report(false);
        if (errors) devServer.ws.send(overlay(errors));
      });
    },
    // A saved, added or deleted document is handled here alone: Vite's own update of the JSON module
    // would reload the page over the overlay, and its "page reload" log clears the terminal.
    hotUpdate({ file }) {
      if (!PAGE_FILE.test(relative(PROJECT_ROOT, file))) return undefined;
      if (this.environment.name !== "client") return [];
      result = validatePages();
      const errors = report(true);
      for (const id of MODULES.keys()) {
        const module = this.environment.moduleGraph.getModuleById(RESOLVED_PREFIX + id);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
      this.environment.hot.send(errors ? overlay(errors) : { type: "full-reload" });
      return [];
    },
    resolveId(id) {
      return MODULES.has(id) ? RESOLVED_PREFIX + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      return MODULES.get(id.slice(RESOLVED_PREFIX.length))?.(published ? withoutDrafts(result) : result);
    },
  };
}
