// Read on every page as it starts, so kept tiny: whether this device keeps a submission waiting to
// be sent, without opening IndexedDB (and loading the code that sends them) on every visit.

const FLAG = "kept-forms:waiting";

export function keptFormsMayWait(): boolean {
  try {
    return localStorage.getItem(FLAG) !== null;
  } catch {
    return false;
  }
}

export function markKeptFormsWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(FLAG, "1");
    else localStorage.removeItem(FLAG);
  } catch {
    // No storage: the store is opened only when a form is sent on this page.
  }
}
