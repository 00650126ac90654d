import { useCallback, useMemo, useState } from "react";

/**
 * Which blocks' panels are open, by index, following the blocks as they are added, moved and
 * removed (rjsf renumbers a list's entries and remakes them when the list's length changes).
 */
export function useOpenPanels() {
  const [open, setOpen] = useState<readonly number[]>([]);
  const toggle = useCallback(
    (index: number) => setOpen((now) => (now.includes(index) ? now.filter((i) => i !== index) : [...now, index])),
    [],
  );
  const show = useCallback((index: number) => setOpen((now) => (now.includes(index) ? now : [...now, index])), []);
  const inserted = useCallback(
    (index: number) => setOpen((now) => [...now.map((i) => (i >= index ? i + 1 : i)), index]),
    [],
  );
  const removed = useCallback(
    (index: number) => setOpen((now) => now.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))),
    [],
  );
  const moved = useCallback(
    (from: number, to: number) => setOpen((now) => now.map((i) => (i === from ? to : i === to ? from : i))),
    [],
  );
  return useMemo(
    () => ({ open, toggle, show, inserted, removed, moved }),
    [open, toggle, show, inserted, removed, moved],
  );
}
