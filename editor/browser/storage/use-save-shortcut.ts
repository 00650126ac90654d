import { useEffect, useRef } from "react";

/** Ctrl+S (Cmd+S on a Mac) saves, as in any editor, instead of saving the editor's web page. */
export function useSaveShortcut(save: () => unknown): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void latest.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
