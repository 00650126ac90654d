import { useCallback, useEffect, useState } from "react";
import type { ImageList } from "../storage/editor-api";
import { useStorage } from "../storage/editor-storage";

const NONE: Record<string, string> = {};

/**
 * The pictures a document can show, as the addresses it gives them: those under public/images,
 * and those uploaded for it, which wait for its save.
 */
export function useImages(file: string) {
  const [{ images, staged, shownFrom = NONE }, setList] = useState<ImageList>({ images: [], staged: [] });
  const { listImages } = useStorage();
  const refresh = useCallback(() => listImages(file).then(setList), [listImages, file]);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  return { images, staged, shownFrom, refresh };
}
