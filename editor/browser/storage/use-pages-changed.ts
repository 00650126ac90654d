import { useEffect, useEffectEvent } from "react";
import { PAGES_CHANGED, type PagesChanged } from "../../../src/content/page-changes";

/**
 * Calls `listener` each time the pages plugin says documents changed (a save here, in another tab
 * or in a text editor). The editor's pages never reload for it, nor show Vite's overlay: the editor
 * shows each problem at its field.
 */
export function usePagesChanged(listener: (news: PagesChanged) => void): void {
  const onNews = useEffectEvent(listener);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const heard = (news: PagesChanged) => onNews(news);
    hot.on(PAGES_CHANGED, heard);
    return () => hot.off(PAGES_CHANGED, heard);
  }, []);
}
