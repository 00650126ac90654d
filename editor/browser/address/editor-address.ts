/** The editor's own address of a document. */
export function editorAddress(file: string): string {
  return `/__edit?file=${encodeURIComponent(file)}`;
}
