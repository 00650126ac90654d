/**
 * A translated text's record of the English it translates: eight hex digits of the English text's
 * FNV-1a hash, kept in the translation's "translatedFrom" by the text's pointer. When the English
 * changes, its stamp no longer matches and the validator says the translation is out of date. Not a
 * secret: a short, stable mark that any editor or script can compute at once, in a browser too.
 */
export function stampOf(english: string): string {
  let hash = 0x811c9dc5;
  for (const char of english.normalize("NFC")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
