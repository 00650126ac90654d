import { useCallback, useEffect, useRef } from "react";
import { firstDifference } from "./first-difference";
import { pointerOf, type FieldPath } from "../../../src/lib/json-pointer";
import type { History } from "./use-history";

/** The field to show for a change: itself, or for an entry that is gone, the one before it (else its list). */
function shownPath(path: FieldPath): FieldPath {
  if (document.querySelector(`[data-pointer="${CSS.escape(pointerOf(path))}"]`)) return path;
  const last = path.at(-1);
  return typeof last === "number" && last > 0 ? [...path.slice(0, -1), last - 1] : path.slice(0, -1);
}

/**
 * Undo and redo as an author uses them: the buttons, Ctrl+Z (Cmd+Z on a Mac), Shift+Ctrl+Z and
 * Ctrl+Y, and the browser's own Undo and Redo (its Edit menu, a text field's context menu). In a
 * text field too: there the browser would take back letters of that one field behind the
 * document's back, and its history breaks as soon as the form redraws the field, so the
 * document's history answers everywhere but in a dialog's own fields. What changed comes into
 * view, with its field focused, unless the author is in that field already.
 */
export function useUndoRedo(history: Omit<History<unknown>, "change">, show: (pointer: string) => void) {
  const { undo: undoStep, redo: redoStep, value, canUndo, canRedo } = history;
  const moving = useRef(false);
  const before = useRef(value);

  useEffect(() => {
    const previous = before.current;
    before.current = value;
    if (!moving.current) return;
    moving.current = false;
    const changed = firstDifference(previous, value);
    if (!changed) return;
    const pointer = pointerOf(shownPath(changed));
    const here = document.activeElement?.closest("[data-pointer]")?.getAttribute("data-pointer");
    // After this commit: showing may open a block's panel, which it draws at once.
    if (here !== pointer) queueMicrotask(() => show(pointer));
  }, [value, show]);

  const undo = useCallback(() => {
    moving.current = canUndo;
    undoStep();
  }, [undoStep, canUndo]);
  const redo = useCallback(() => {
    moving.current = canRedo;
    redoStep();
  }, [redoStep, canRedo]);

  useEffect(() => {
    const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest("dialog") !== null;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inDialog(event.target)) return;
      const key = event.key.toLowerCase();
      const action = key === "z" ? (event.shiftKey ? redo : undo) : key === "y" && !event.shiftKey ? redo : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== "historyUndo" && event.inputType !== "historyRedo") return;
      if (inDialog(event.target)) return;
      event.preventDefault();
      (event.inputType === "historyUndo" ? undo : redo)();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("beforeinput", onBeforeInput);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("beforeinput", onBeforeInput);
    };
  }, [undo, redo]);

  return { undo, redo };
}
