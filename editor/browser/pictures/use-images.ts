import { useCallback, useEffect, useRef, useState } from "react";
import type { ImageList } from "../../documents/storage-contract";
import { useStorage } from "../storage/storage-context";

const NONE: Record<string, string> = {};

/**
 * The pictures a document can show, as the addresses it gives them: those under public/images,
 * and those uploaded for it, which wait for its save.
 */
export function useImages(file: string) {
  const [{ images, staged, shownFrom = NONE }, setList] = useState<ImageList>({ images: [], staged: [] });
  const { listImages } = useStorage();
  // The list as last answered, for code that runs before the next render (a picture just uploaded).
  const latest = useRef<ImageList>({ images: [], staged: [] });
  const refresh = useCallback(
    () =>
      listImages(file).then((list) => {
        latest.current = list;
        setList(list);
      }),
    [listImages, file],
  );
  /** Where this browser shows the picture at an address: itself, or where it waits (ImageList's shownFrom). */
  const sourceOf = useCallback((src: string) => latest.current.shownFrom?.[src] ?? src, []);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  return { images, staged, shownFrom, sourceOf, refresh };
}
