// Controls whose changes are typing: a word at a time, never one step a letter.
const TYPED = new Set(["text", "search", "email", "url", "tel", "number", "time", "date"]);

/**
 * The history group of a change the form reports for field `id`: the field itself while the
 * author is typing in it, so its letters are one step; none for a click (an entry added, moved or
 * removed, a box ticked), which is a step of its own.
 */
export function typingGroup(id: string | undefined): string | undefined {
  const focused = document.activeElement;
  if (!id || !focused || focused.id !== id) return undefined;
  const typed =
    focused instanceof HTMLTextAreaElement || (focused instanceof HTMLInputElement && TYPED.has(focused.type));
  return typed ? id : undefined;
}
