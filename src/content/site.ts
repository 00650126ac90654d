import type { SiteSettings } from "../generated/site";
import settings from "../../pages/_site.json";

/** The site-wide settings from pages/_site.json (validated at build time). */
export const site = settings as SiteSettings;
