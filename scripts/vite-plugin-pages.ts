import { relative } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { cardsOf, catalogueOf, routeTableOf } from "./pages-modules.ts";
import { formatProblem, summary } from "./validator/format-problems.ts";
import { PROJECT_ROOT, validatePages, type ValidationResult } from "./validator/validate-pages.ts";

const MODULES = { "virtual:routes": routeTableOf, "virtual:catalogue": catalogueOf, "virtual:cards": cardsOf } as const;
type VirtualId = keyof typeof MODULES;
const RESOLVED_PREFIX = "\0";

/**
 * Validates pages/ when the dev server starts, on every save and before a build, and serves the
 * route table and the course and service catalogues derived from the documents.
 */
export function pagesPlugin(): Plugin {
  let result: ValidationResult = validatePages();
  let server: ViteDevServer | undefined;

  /** Prints every problem; returns the errors' text, for the build error or the browser overlay. */
  const report = (print: boolean): string | undefined => {
    const formatted = result.problems.map((p) => formatProblem(p, result.texts.get(p.file)));
    if (print && formatted.length > 0)
      console.log(`\n${formatted.join("\n\n")}\n${summary(result.problems, result.texts.size)}\n`);
    const errors = formatted.filter((_, i) => result.problems[i].severity === "error");
    return errors.length > 0
      ? `Invalid page documents (${summary(result.problems, result.texts.size)}):\n\n${errors.join("\n\n")}`
      : undefined;
  };

  return {
    name: "pages",
    enforce: "pre",
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
        if (errors) devServer.ws.send({ type: "error", err: { message: errors, stack: "", plugin: "pages" } });
      });
      const onChange = (file: string) => {
        if (!relative(PROJECT_ROOT, file).startsWith("pages") || !file.endsWith(".json")) return;
        result = validatePages();
        const errors = report(true);
        for (const id of Object.keys(MODULES)) {
          const module = devServer.moduleGraph.getModuleById(RESOLVED_PREFIX + id);
          if (module) devServer.moduleGraph.invalidateModule(module);
        }
        if (errors) {
          devServer.ws.send({ type: "error", err: { message: errors, stack: "", plugin: "pages" } });
        } else {
          devServer.ws.send({ type: "full-reload" });
        }
      };
      devServer.watcher.on("change", onChange);
      devServer.watcher.on("add", onChange);
      devServer.watcher.on("unlink", onChange);
    },
    resolveId(id) {
      return id in MODULES ? RESOLVED_PREFIX + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const virtual = id.slice(RESOLVED_PREFIX.length) as VirtualId;
      return MODULES[virtual]?.(result);
    },
  };
}
