import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { findRoute, normalized, routeFragmentModule } from "../content/find-route";
import { loadDocument } from "../content/load-document";
import { notFoundHead, pageHead, type PageHead } from "../content/page-head";
import { siteIn } from "../content/site";
import { notFoundSocialCard, socialCardOf } from "../content/social-card";
import { structuredData } from "../content/structured-data";
import { App } from "./app";
import { languageOfPage, pageVersions } from "../content/translation/languages";
import { translated } from "virtual:translations";
export { routes } from "virtual:all-routes";
export { siteIn } from "../content/site";

export interface RenderedPage {
  html: string;
  head: PageHead;
  /** The page document's file, so the pre-renderer can preload its chunk. */
  file: string | undefined;
  /** The route table's fragment holding the address, which the browser reads before it hydrates. */
  routeFragment: string;
  /** The site's settings in the page's language (virtual:site/ne), which the browser reads before it hydrates too. */
  siteModule: string;
}

/** Renders one address to HTML, waiting for its document, for the pre-renderer. */
export async function render(url: string): Promise<RenderedPage> {
  const route = await findRoute(url);
  const document = route ? await loadDocument(route) : undefined;
  const language = languageOfPage(normalized(url), translated);
  const site = await siteIn(language);
  const app = (
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>
  );
  // No boundary may be outlined (streamed later with an inline script): our Content-Security-Policy
  // allows no inline script, and the HTML must be whole before it is written to disk.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString("utf8");
  return {
    html,
    // The share card and the structured data are made here only (see pageHead).
    head: document
      ? pageHead(
          document,
          site,
          { card: socialCardOf(document, site), jsonLd: structuredData(document, site) },
          pageVersions(document.path, translated),
        )
      : notFoundHead(site, notFoundSocialCard(site)),
    file: route?.file,
    routeFragment: routeFragmentModule(url),
    siteModule: `virtual:site/${language}`,
  };
}
