/** A mailto: link with its subject and body percent-encoded (spaces as %20, which mail apps expect). */
export function mailLink(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
