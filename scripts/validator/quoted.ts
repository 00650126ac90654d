/** A value quoted as prose quotes it, in words for a form, where straight quotes would read as the file's own. */
export function quoted(value: string): string {
  return `“${value}”`;
}
