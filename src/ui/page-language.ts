import { useLocation } from "react-router-dom";
import { normalized } from "../content/find-route";
import { translated } from "virtual:translations";
import { languageOfPage, languageOfPath, pageVersions, type PageVersion } from "../content/translation/languages";

/** The current address, as the route table has it ("/ne/" is "/ne"). */
const useAddress = () => normalized(useLocation().pathname);

/** The language of the page at the current address. */
export function usePageLanguage() {
  return languageOfPage(useAddress(), translated);
}

/** This page in its other language, where it is in one: the header links to it. */
export function useOtherLanguage(): PageVersion | undefined {
  const path = useAddress();
  const here = languageOfPath(path);
  return pageVersions(path, translated).find(({ language }) => language !== here);
}
