/** Text cut to about `length` characters at a word, with an ellipsis, for a label or a button's name. */
export function truncate(text: string, length = 40): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const word = cut.lastIndexOf(" ");
  return `${(word > length / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
