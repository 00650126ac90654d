import { Link, NavLink } from "react-router-dom";
import { SocialIcon } from "../ui/social-icon";
import { NavDropdown } from "./nav-dropdown";
import { useOtherLanguage } from "../ui/page-language";
import { useSite } from "../ui/site-settings";
import { LanguageLink } from "./language-link";
import { ContentText } from "../ui/text-language";

/** The fixed top bar: brand, and on large screens the main menu and social links. */
export function SiteHeader() {
  const other = useOtherLanguage();
  const site = useSite();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[70px] border-b border-slate-200 bg-white/95 backdrop-blur lg:h-[85px] xl:h-[90px]">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 font-bold text-brand-900">
          <img src={site.brand.logo.src} alt="" width={site.brand.logo.width} height={site.brand.logo.height} />
          <ContentText>{site.brand.name}</ContentText>
        </Link>
        <nav aria-label={site.words.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-semibold">
            {site.navigation.map((item) =>
              item.items || item.list ? (
                <NavDropdown key={item.label} item={item} />
              ) : (
                <li key={item.label}>
                  <NavLink to={item.href ?? "/"} end className="nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        {other ? <LanguageLink other={other} /> : null}
        <ul className="hidden items-center gap-1 lg:flex">
          {site.social.map((profile) => (
            <li key={profile.network}>
              <a
                href={profile.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${profile.label} ${site.words.opensInNewTab}`}
                className="flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:(bg-slate-100 text-brand-700)"
              >
                <SocialIcon network={profile.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
