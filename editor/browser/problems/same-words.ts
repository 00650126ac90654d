/** Text as a reader compares it: spaces and line breaks as one space, case ignored. */
export function sameWords(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}
