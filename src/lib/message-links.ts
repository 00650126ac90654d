/** A chat-app link to a number with a message already typed, every part URL-encoded. */
export function chatLink(number: string, message: string): string {
  return `https://wa.me/${encodeURIComponent(number)}?${new URLSearchParams({ text: message }).toString()}`;
}

/** A mailto: link with its subject and body percent-encoded (spaces as %20, which mail apps expect). */
export function mailLink(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
