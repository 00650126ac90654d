import { useCallback, useEffect, useState } from "react";
import { listImages } from "./editor-client";

/** The pictures under public/images, as the addresses a document gives them. */
export function useImages() {
  const [images, setImages] = useState<readonly string[]>([]);
  const refresh = useCallback(() => listImages().then(setImages), []);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  return { images, refresh };
}
