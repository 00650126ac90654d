import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Whether React answers for the form yet: not on the render that takes the pre-rendered HTML over,
 * and not until every field has adopted what the visitor did before the scripts started (a file
 * chosen is checked, its first bytes read). A submit held meanwhile (the page's first script) is sent
 * the moment `done` turns true, so it must never turn true early, even for one render.
 */
export function useReadyOnceAdopted(): { done: boolean; track: (adoption: Promise<unknown>) => void } {
  const [done, setDone] = useState(false);
  const adoptions = useRef<Promise<unknown>[]>([]);
  const track = useCallback((adoption: Promise<unknown>) => void adoptions.current.push(adoption), []);
  useEffect(() => {
    // The fields' own effects, which hand their adoptions to `track`, ran before this one: a
    // component's effects run after its children's.
    let mounted = true;
    void Promise.allSettled(adoptions.current).then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, []);
  return { done, track };
}
