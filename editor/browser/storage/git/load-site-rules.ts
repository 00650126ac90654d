import type { SiteRules } from "./branch-copy";

/** The site's rules as the editor was built with them: a part of their own (the compiled checks), fetched when first needed. */
export const loadSiteRules = async (): Promise<SiteRules> => (await import("./site-rules")).builtSiteRules;
