import { StrictMode, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { findRoute, routeFragmentModule } from "../content/find-route";
import { loadDocument } from "../content/load-document";
import { notFoundHead, pageHead, type PageHead } from "../content/page-head";
import { site } from "../content/site";
import { notFoundSocialCard, socialCardOf } from "../content/social-card";
import { structuredData } from "../content/structured-data";
import { createSharedMarkup } from "../render-once/create-shared-markup";
import { SharedMarkupContext, type SharedMarkup } from "../render-once/shared-markup";
import { App } from "./app";
export { routes } from "virtual:all-routes";
export { site } from "../content/site";

export interface RenderedPage {
  html: string;
  head: PageHead;
  /** The page document's file, so the pre-renderer can preload its chunk. */
  file: string | undefined;
  /** The route table's fragment holding the address, which the browser reads before it hydrates. */
  routeFragment: string;
}

/** Where a shared list's items are rendered on their own: an address that no link leads to. */
const NO_PAGE = "/__shared-markup";

/**
 * The store of the lists every page shares, for one pre-render: with it, `render` draws each of their
 * items once per build, not once per page, and the HTML stays the same byte for byte.
 */
export function createPageSharedMarkup(): SharedMarkup {
  return createSharedMarkup((node: ReactNode) =>
    renderToString(<StaticRouter location={NO_PAGE}>{node}</StaticRouter>),
  );
}

/** Renders one address to HTML, waiting for its document, for the pre-renderer. */
export async function render(url: string, shared: SharedMarkup | null = null): Promise<RenderedPage> {
  const route = await findRoute(url);
  const document = route ? await loadDocument(route) : undefined;
  const app = (
    <StrictMode>
      <SharedMarkupContext value={shared && { store: shared, pathname: url }}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </SharedMarkupContext>
    </StrictMode>
  );
  // No boundary may be outlined (streamed later with an inline script): our Content-Security-Policy
  // allows no inline script, and the HTML must be whole before it is written to disk.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString("utf8");
  return {
    html: shared ? shared.fill(html) : html,
    // The share card and the structured data are made here only (see pageHead).
    head: document
      ? pageHead(document, site, { card: socialCardOf(document, site), jsonLd: structuredData(document, site) })
      : notFoundHead(site, notFoundSocialCard(site)),
    file: route?.file,
    routeFragment: routeFragmentModule(url),
  };
}
