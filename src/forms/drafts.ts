/**
 * What a visitor typed into a form, kept in this tab's sessionStorage (never files) under the form's
 * id: brought back after a reload (use-draft.ts), and where a form kept on the device is given back.
 */
const key = (id: string) => `draft:${id}`;

export function readDraft(id: string): Record<string, string> | undefined {
  try {
    const text = sessionStorage.getItem(key(id));
    return text ? (JSON.parse(text) as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(id: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(key(id), JSON.stringify(values));
  } catch {
    // No storage (some private modes): the form simply starts empty after a reload.
  }
}

export function clearDraft(id: string): void {
  try {
    sessionStorage.removeItem(key(id));
  } catch {
    // As above.
  }
}
