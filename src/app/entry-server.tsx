import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { findRoute } from "../content/find-route";
import { loadDocument } from "../content/load-document";
import { notFoundHead, pageHead, type PageHead } from "../content/page-head";
import { site } from "../content/site";
import { App } from "./app";
export { routes } from "virtual:routes";
export { site } from "../content/site";

export interface RenderedPage {
  html: string;
  head: PageHead;
  /** The page document's file, so the pre-renderer can preload its chunk. */
  file: string | undefined;
}

/** Renders one address to HTML, waiting for its document, for the pre-renderer. */
export async function render(url: string): Promise<RenderedPage> {
  const route = findRoute(url);
  const document = route ? await loadDocument(route) : undefined;
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
  return {
    html: Buffer.concat(chunks).toString("utf8"),
    head: document ? pageHead(document, site) : notFoundHead(site),
    file: route?.file,
  };
}
