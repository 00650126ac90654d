import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import { siteIn } from "../src/content/site";
import { PAGE_LANGUAGES } from "../src/content/translation/languages";
import { usePageLanguage } from "../src/ui/page-language";
import { SiteSettingsGiven } from "../src/ui/site-settings";

// The site's settings in every language, loaded before any test draws: as a page has its own before it starts.
const sites = Object.fromEntries(
  await Promise.all(PAGE_LANGUAGES.map(async (language) => [language, await siteIn(language)] as const)),
);

/** Gives what it draws the site's settings in its page's language, as the layout does (inside a router). */
export function WithSiteSettings({ children }: { children: ReactNode }) {
  return <SiteSettingsGiven site={sites[usePageLanguage()]}>{children}</SiteSettingsGiven>;
}

/** Draws `ui` as a page at `path` draws it: inside a router, with the site's settings in the page's language. */
export function renderOnPage(ui: ReactNode, path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WithSiteSettings>{ui}</WithSiteSettings>
    </MemoryRouter>,
  );
}
