import { SaxesParser } from "saxes";
import { SVG_LIMITS } from "./svg-limits.ts";

export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

export type SvgProblem = "not svg" | "entities" | "too complex";

class Stop extends Error {
  constructor(readonly problem: SvgProblem) {
    super(problem);
  }
}

/**
 * Why `text` cannot be rebuilt as an SVG picture, read as a stream in one pass (no tree is built):
 * "not svg" unless it is well-formed XML with an <svg> root in the SVG namespace (as browsers need
 * to show it in <img>), "entities" for a DTD declaring entities (which can expand a few bytes into
 * gigabytes), "too complex" past SVG_LIMITS. Undefined when it may be rebuilt.
 */
export function screenSvg(text: string): SvgProblem | undefined {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  parser.on("error", () => {
    throw new Stop("not svg");
  });
  parser.on("doctype", (doctype) => {
    if (/<!ENTITY/i.test(doctype)) throw new Stop("entities");
  });
  parser.on("opentagstart", () => {
    depth += 1;
    elements += 1;
    attributes = 0;
    if (depth > SVG_LIMITS.depth || elements > SVG_LIMITS.elements) throw new Stop("too complex");
  });
  parser.on("attribute", () => {
    attributes += 1;
    if (attributes > SVG_LIMITS.attributes) throw new Stop("too complex");
  });
  parser.on("opentag", (tag) => {
    if (elements === 1 && (tag.local !== "svg" || tag.uri !== SVG_NAMESPACE)) throw new Stop("not svg");
  });
  parser.on("closetag", () => {
    depth -= 1;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Stop) return error.problem;
    throw error;
  }
  return elements === 0 ? "not svg" : undefined;
}
