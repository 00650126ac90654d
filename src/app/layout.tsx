import { Outlet } from "react-router-dom";
import { MARKERS } from "../runtime/markers";
import { MobileNavigation } from "./mobile-navigation";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { usePageEffects } from "./use-page-effects";
import { SiteSettingsOfPage, useSite } from "../ui/site-settings";

/** Every page: the site's frame, in the page's language, around its document. */
export function Layout() {
  usePageEffects();
  return (
    <SiteSettingsOfPage>
      <Frame />
    </SiteSettingsOfPage>
  );
}

function Frame() {
  const { words } = useSite();
  return (
    <>
      <a href="#main" className="skip-link">
        {words.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-[70px] focus:outline-none lg:pt-[85px] xl:pt-[90px]">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileNavigation />
      {/* Hidden unless the stylesheet shows it: the page waits for the connection (load-part.ts). */}
      <div hidden role="alert" className="page-waiting">
        <p className="flex-1 basis-56 font-semibold">{words.noConnection}</p>
        <button type="button" {...{ [MARKERS.tryAgain]: "" }} className="btn-outline">
          {words.tryAgain}
        </button>
      </div>
    </>
  );
}
