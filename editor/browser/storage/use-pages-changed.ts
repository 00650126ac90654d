import { useEffect, useEffectEvent } from "react";
import { useStorage } from "./storage-context";

/**
 * Calls `listener` with the files each time the storage hears that documents changed (on the dev
 * server: a save here, in another tab or in a text editor). The editor's pages never reload for it,
 * nor show Vite's overlay: the editor shows each problem at its field.
 */
export function usePagesChanged(listener: (files: string[]) => void): void {
  const onNews = useEffectEvent(listener);
  const { followChanges } = useStorage();
  useEffect(() => followChanges((files) => onNews(files)), [followChanges]);
}
