/** A chat-app link to a number with a message already typed, every part URL-encoded. */
export function chatLink(number: string, message: string): string {
  return `https://wa.me/${encodeURIComponent(number)}?${new URLSearchParams({ text: message }).toString()}`;
}
