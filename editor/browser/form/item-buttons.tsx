import type { MouseEvent } from "react";

const BUTTON =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-md border border-slate-300 bg-white px-1.5 text-sm hover:bg-slate-100 disabled:opacity-30";

interface ItemButtonsProps {
  /** What the buttons act on, for their names: "Do I need my own laptop?", "Point 3", "Class timings". */
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onMoveUp: (event: MouseEvent) => void;
  onMoveDown: (event: MouseEvent) => void;
  onRemove: (event: MouseEvent) => void;
}

/**
 * Move up, move down and remove, small enough to sit beside an entry: each shows an arrow or a cross
 * and is named in words with its entry ("Move up: Point 3"), for screen readers and as a tooltip.
 */
export function ItemButtons({
  name,
  canMoveUp,
  canMoveDown,
  canRemove,
  onMoveUp,
  onMoveDown,
  onRemove,
}: ItemButtonsProps) {
  const button = (glyph: string, label: string, enabled: boolean, onClick: (event: MouseEvent) => void) => (
    <button type="button" title={`${label}: ${name}`} className={BUTTON} disabled={!enabled} onClick={onClick}>
      <span aria-hidden="true">{glyph}</span>
      <span className="sr-only">
        {label}: {name}
      </span>
    </button>
  );
  return (
    <>
      {button("↑", "Move up", canMoveUp, onMoveUp)}
      {button("↓", "Move down", canMoveDown, onMoveDown)}
      {button("✕", "Remove", canRemove, onRemove)}
    </>
  );
}
