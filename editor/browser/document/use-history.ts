import { useCallback, useState } from "react";
import { sameJson } from "./same-json";

/** Typing in one field with no pause this long is one step: undo takes back the words, not a letter. */
export const TYPING_PAUSE_MS = 1000;
/** How many steps back undo reaches: far more than an editing session makes, and a bounded memory. */
const STEPS_KEPT = 500;

interface Steps<T> {
  /** Oldest first. */
  past: T[];
  present: T;
  /** Next first. */
  future: T[];
  /** The group and time of the change that made `present`, while typing there may still add to it. */
  typing?: { group: string; at: number };
}

export interface History<T> {
  /** The data as it stands. */
  value: T;
  /**
   * Makes a change, as one step undo can take back. Changes of one `group` (the field being typed
   * in) less than TYPING_PAUSE_MS apart are one step; a change without one (an entry added, moved
   * or removed, a block inserted, a picture chosen) is always a step of its own. A change that
   * leaves the data as it was is no step.
   */
  change: (update: (now: T) => T, group?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Every change to a document since it was opened, to go back and forth through. */
export function useHistory<T>(initial: T): History<T> {
  const [steps, setSteps] = useState<Steps<T>>({ past: [], present: initial, future: [] });

  const change = useCallback((update: (now: T) => T, group?: string) => {
    const at = Date.now();
    setSteps((now) => {
      const next = update(now.present);
      if (sameJson(next, now.present)) return now;
      const typing = group === undefined ? undefined : { group, at };
      const previous = now.typing;
      const merge = previous !== undefined && previous.group === group && at - previous.at < TYPING_PAUSE_MS;
      const past = merge ? now.past : [...now.past, now.present].slice(-STEPS_KEPT);
      return { past, present: next, future: [], typing };
    });
  }, []);

  const undo = useCallback(() => {
    setSteps((now) =>
      now.past.length === 0
        ? now
        : { past: now.past.slice(0, -1), present: now.past[now.past.length - 1], future: [now.present, ...now.future] },
    );
  }, []);

  const redo = useCallback(() => {
    setSteps((now) =>
      now.future.length === 0
        ? now
        : { past: [...now.past, now.present], present: now.future[0], future: now.future.slice(1) },
    );
  }, []);

  return {
    value: steps.present,
    change,
    undo,
    redo,
    canUndo: steps.past.length > 0,
    canRedo: steps.future.length > 0,
  };
}
