import type { IconUse, Reference, ReferenceKind } from "./create-ajv.ts";

// What the schemas' "x-ref" and "x-icon" keywords meet while a document is checked: the code Ajv
// compiles for them calls these, at run time in Node and from the schema checker's code compiled at
// build time in the editor (a browser page whose Content-Security-Policy allows no `eval`). One
// module, so the calls and the checker that reads what they met share these maps.

const references = new WeakMap<object, Reference[]>();
const icons = new WeakMap<object, IconUse[]>();

/** The path Ajv names this module by in the code it writes, from the project's root (Vite resolves it). */
export const MET_VALUES_MODULE = "/scripts/validator/met-values.ts";

export function metReference(root: unknown, kind: ReferenceKind, value: unknown, pointer: string): void {
  if (typeof value === "string" && root && typeof root === "object") add(references, root, { kind, value, pointer });
}

export function metIcon(root: unknown, sets: string[], value: unknown, pointer: string): void {
  if (typeof value === "string" && root && typeof root === "object") add(icons, root, { sets, value, pointer });
}

/** What checking `document` met, forgotten once read. */
export function takeMetValues(document: unknown): { references: Reference[]; icons: IconUse[] } {
  if (!document || typeof document !== "object") return { references: [], icons: [] };
  const met = { references: references.get(document) ?? [], icons: icons.get(document) ?? [] };
  references.delete(document);
  icons.delete(document);
  return met;
}

function add<T>(found: WeakMap<object, T[]>, root: object, item: T): void {
  const list = found.get(root) ?? [];
  list.push(item);
  found.set(root, list);
}
