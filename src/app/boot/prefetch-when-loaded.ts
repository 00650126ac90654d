import { whenIdle } from "../../runtime/when-idle";

/**
 * Fetches the app's modules (a space-separated list of URLs) into the cache once the page has
 * loaded, so the visitor's first touch finds them ready and they never compete with the page's own
 * HTML, styles and pictures. A prefetch, not a modulepreload: that would also compile them now, a
 * long task on a slow phone, for a visitor who may only read.
 */
export function prefetchWhenLoaded(modules: string | null | undefined): void {
  const urls = modules?.split(" ").filter(Boolean) ?? [];
  const prefetch = () => {
    for (const url of urls) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.crossOrigin = "";
      link.href = url;
      document.head.append(link);
    }
  };
  if (document.readyState === "complete") whenIdle(prefetch);
  else window.addEventListener("load", () => whenIdle(prefetch), { once: true });
}
