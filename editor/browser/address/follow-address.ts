type Document = Record<string, unknown>;

const isDocument = (value: unknown): value is Document =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The document after a change, with its saved address (`saved`) kept as an alias once the
 * address moves away from it (links shared before then still lead to the page), and dropped again
 * when the address comes back to it. Between the two, the author decides: the alias is an entry
 * of the "aliases" list like any other.
 */
export function followAddress(before: unknown, after: unknown, saved: string | undefined): unknown {
  if (saved === undefined || !isDocument(before) || !isDocument(after) || before.path === after.path) return after;
  if (before.path === saved) return withAlias(after, saved, true);
  if (after.path === saved) return withAlias(after, saved, false);
  return after;
}

/** The document with `alias` among its aliases or not; a new "aliases" list goes right after "path". */
export function withAlias(document: unknown, alias: string, kept: boolean): unknown {
  if (!isDocument(document)) return document;
  const aliases = Array.isArray(document.aliases) ? (document.aliases as unknown[]) : [];
  if (aliases.includes(alias) === kept) return document;
  const next = kept ? [...aliases, alias] : aliases.filter((entry) => entry !== alias);
  if (next.length === 0) {
    const { aliases: _dropped, ...rest } = document;
    return rest;
  }
  if ("aliases" in document) return { ...document, aliases: next };
  const entries = Object.entries(document);
  const afterPath = entries.findIndex(([key]) => key === "path") + 1;
  return Object.fromEntries([...entries.slice(0, afterPath), ["aliases", next], ...entries.slice(afterPath)]);
}
