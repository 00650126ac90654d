/**
 * The page documents a refusal names at a line (a git host's hook prints `pages/x.json:12:5 error …`),
 * each once, in the order named: the editor opens each at its problems.
 */
export function pagesNamedIn(message: string): string[] {
  return [...new Set([...message.matchAll(/\b(pages\/[\w./-]+\.json):\d+:\d+/g)].map((match) => match[1]!))];
}
