import { createContext, use, useContext, type ReactNode } from "react";
import { siteIn, type PageSiteSettings } from "../content/site";
import { usePageLanguage } from "./page-language";
import { TextsLeftInEnglish } from "./text-language";

/** The site's settings in the page's language: given once, above everything a page draws. */
export const SiteSettingsContext = createContext<PageSiteSettings | undefined>(undefined);

/**
 * Gives what it draws the site's settings in the page's language (its menus, footer and words), loaded
 * before the page is drawn (start-app.tsx, entry-server.tsx); a link to a page in another language
 * waits for that language's, as it waits for the page.
 */
export function SiteSettingsOfPage({ children }: { children: ReactNode }) {
  return <SiteSettingsGiven site={use(siteIn(usePageLanguage()))}>{children}</SiteSettingsGiven>;
}

/** Gives what it draws these settings, and the texts their translation leaves in English (text-language.tsx). */
export function SiteSettingsGiven({ site, children }: { site: PageSiteSettings; children: ReactNode }) {
  return (
    <SiteSettingsContext value={site}>
      <TextsLeftInEnglish value={site} places={site.englishTexts}>
        {children}
      </TextsLeftInEnglish>
    </SiteSettingsContext>
  );
}

/** The site's settings in the page's language. */
export function useSite(): PageSiteSettings {
  const site = useContext(SiteSettingsContext);
  if (!site) throw new Error("useSite: drawn outside SiteSettingsOfPage, which gives a page the site's settings.");
  return site;
}
