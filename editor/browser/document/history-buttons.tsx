interface HistoryButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

// The keys use-undo-redo.ts answers, as a Mac or any other computer names them.
const MAC = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);
const KEYS = MAC ? { undo: "⌘Z", redo: "⇧⌘Z" } : { undo: "Ctrl+Z", redo: "Ctrl+Y" };

const BUTTON =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-white";

/**
 * Undo and Redo in the editor's header, with the keys that do the same in their tooltips; on a
 * phone their arrows only, named for screen readers.
 */
export function HistoryButtons({ canUndo, canRedo, onUndo, onRedo }: HistoryButtonsProps) {
  return (
    <div className="flex gap-1">
      <button
        type="button"
        onClick={onUndo}
        disabled={!canUndo}
        title={`Undo (${KEYS.undo})`}
        aria-keyshortcuts="Control+Z Meta+Z"
        className={BUTTON}
      >
        <span aria-hidden="true">↶</span> <span className="lt-sm:sr-only">Undo</span>
      </button>
      <button
        type="button"
        onClick={onRedo}
        disabled={!canRedo}
        title={`Redo (${KEYS.redo})`}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        className={BUTTON}
      >
        <span aria-hidden="true">↷</span> <span className="lt-sm:sr-only">Redo</span>
      </button>
    </div>
  );
}
