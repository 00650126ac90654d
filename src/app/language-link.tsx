import { Link } from "react-router-dom";
import { languageNamed, type PageVersion } from "../content/translation/languages";

/**
 * The header's link to this page in its other language ("नेपाली" on an English page, "English" on a
 * Nepali one), named in that language and marked so.
 */
export function LanguageLink({ other }: { other: PageVersion }) {
  return (
    <Link
      to={other.path}
      lang={other.language}
      hrefLang={other.language}
      className="flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100"
    >
      {languageNamed(other.language).name}
    </Link>
  );
}
