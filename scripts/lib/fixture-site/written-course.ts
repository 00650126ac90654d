// What an author writes into a scaffolded course (npm run new:course), as docs/adding-a-course.md says:
// every text still to write replaced by the course's own words, then the draft mark taken away.

/** A text still to write, as the scaffold leaves it in the document's JSON. */
export const UNWRITTEN = /"Replace: [^"]*"/g;

/** The words an author writes in place of the n-th text still to write (each different, as lists need). */
export function writtenText(n: number): string {
  return `Written for the course, part ${n + 1}.`;
}

/** The document's JSON with every text written, its draft mark kept. */
export function writeAll(text: string): string {
  let n = 0;
  return text.replace(UNWRITTEN, () => JSON.stringify(writtenText(n++)));
}

/** The document's JSON with every text written and the draft mark gone, as the guide says to publish. */
export function finish(text: string): string {
  return writeAll(text).replace(/\n\s*"draft": true,/, "");
}
