import { useEffect, useRef } from "react";
import { sameJson } from "../document/same-json";
import { dropUnsavedCopy, keepUnsavedCopy, type UnsavedCopy } from "./unsaved-copies";

/** How long typing pauses before the author's copy is kept: often enough, without writing every key. */
const KEEP_DELAY_MS = 300;

interface UnsavedCopyOptions {
  file: string;
  data: unknown;
  /** The document as last saved (or opened), and its version. */
  saved: unknown;
  version: string;
}

/**
 * Keeps the author's copy in the browser while it differs from the saved one, a moment after each
 * change and as the page is left, and forgets it once saved.
 */
export function useUnsavedCopy({ file, data, saved, version }: UnsavedCopyOptions): void {
  const pending = useRef<UnsavedCopy>(undefined);
  useEffect(() => {
    if (sameJson(data, saved)) {
      pending.current = undefined;
      dropUnsavedCopy(file);
      return;
    }
    pending.current = { base: saved, baseVersion: version, ours: data, at: Date.now() };
    const keep = () => {
      if (pending.current) keepUnsavedCopy(file, pending.current);
      pending.current = undefined;
    };
    const timer = setTimeout(keep, KEEP_DELAY_MS);
    addEventListener("pagehide", keep);
    return () => {
      clearTimeout(timer);
      removeEventListener("pagehide", keep);
    };
  }, [file, data, saved, version]);
}
