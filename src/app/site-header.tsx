import { Link, NavLink } from "react-router-dom";
import { site } from "../content/site";

/** The fixed top bar: brand and the main menu. The full header comes with the site chrome. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[70px] border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-full items-center justify-between gap-6">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
          <img src={site.brand.logo.src} alt="" width={site.brand.logo.width} height={site.brand.logo.height} />
          <span>{site.brand.name}</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-1 text-sm font-semibold">
            {site.navigation.flatMap((item) =>
              item.href ? (
                <li key={item.label}>
                  <NavLink to={item.href} end className="nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                []
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
