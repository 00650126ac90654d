import { useCallback, useEffect, useState } from "react";
import type { ImageList } from "../storage/editor-api";
import { listImages } from "../storage/editor-client";

/**
 * The pictures a document can show, as the addresses it gives them: those under public/images,
 * and those uploaded for it, which wait for its save.
 */
export function useImages(file: string) {
  const [{ images, staged }, setList] = useState<ImageList>({ images: [], staged: [] });
  const refresh = useCallback(() => listImages(file).then(setList), [file]);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  return { images, staged, refresh };
}
