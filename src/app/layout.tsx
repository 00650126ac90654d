import { Outlet } from "react-router-dom";
import { MARKERS } from "../runtime/markers";
import { MobileNavigation } from "./mobile-navigation";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { usePageEffects } from "./use-page-effects";
import { usePageLanguage } from "../ui/page-language";
import { SiteSettingsOfPage } from "../ui/site-settings";

export function Layout() {
  usePageEffects();
  // The site's frame is in English (its words are not translated yet): on a page of another language it says so.
  const frame = usePageLanguage() === "en" ? undefined : "en";
  return (
    <SiteSettingsOfPage>
      <a href="#main" className="skip-link" lang={frame}>
        Skip to content
      </a>
      <div lang={frame} className="contents">
        <SiteHeader />
      </div>
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-[70px] focus:outline-none lg:pt-[85px] xl:pt-[90px]">
        <Outlet />
      </main>
      <div lang={frame} className="contents">
        <SiteFooter />
        <MobileNavigation />
      </div>
      {/* Hidden unless the stylesheet shows it: the page waits for the connection (load-part.ts). */}
      <div hidden role="alert" className="page-waiting" lang={frame}>
        <p className="flex-1 basis-56 font-semibold">
          No connection just now. The page will finish loading as soon as it is back.
        </p>
        <button type="button" {...{ [MARKERS.tryAgain]: "" }} className="btn-outline">
          Try again
        </button>
      </div>
    </SiteSettingsOfPage>
  );
}
