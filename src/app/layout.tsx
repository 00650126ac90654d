import { Outlet } from "react-router-dom";
import { MobileNavigation } from "./mobile-navigation";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { usePageEffects } from "./use-page-effects";

export function Layout() {
  usePageEffects();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-[70px] focus:outline-none lg:pt-[85px] xl:pt-[90px]">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileNavigation />
    </>
  );
}
