import { Suspense, use, useCallback, useMemo } from "react";
import { useLocation } from "react-router-dom";
import { findRoute } from "../content/find-route";
import { loadDocument } from "../content/load-document";
import { pageHead } from "../content/page-head";
import { pageVersions } from "../content/translation/languages";
import { translated } from "virtual:translations";
import { Page } from "../render/page";
import { useDocumentHead } from "./use-document-head";
import { lazyPart } from "../runtime/lazy-part";
import { loadPart } from "../runtime/load-part";
import { useSite } from "../ui/site-settings";

// Only an address no document claims draws it, with the search bar: no other page carries their code.
const NotFound = lazyPart(() => import("./not-found").then((m) => m.NotFound));
// Let's Talk works from its HTML (a popover): its code, which names the page in its chat link, comes after.
const ContactWidget = lazyPart(() => import("./contact-widget").then((m) => m.ContactWidget));

/** Finds the document for the current address, loads it (once) and draws it. */
export function DocumentRoute() {
  const { pathname } = useLocation();
  const route = use(findRoute(pathname));
  if (!route) return <NotFound />;
  return <LoadedPage key={route.path} document={use(loadDocument(route))} />;
}

function LoadedPage({ document }: { document: Parameters<typeof Page>[0]["document"] }) {
  const site = useSite();
  useDocumentHead(
    useMemo(() => pageHead(document, site, undefined, pageVersions(document.path, translated)), [document, site]),
    useCallback(
      () =>
        loadPart(() => import("../content/structured-data")).then(({ structuredData }) =>
          structuredData(document, site),
        ),
      [document, site],
    ),
  );
  return (
    <>
      <Page document={document} />
      <Suspense fallback={null}>
        <ContactWidget page={document} />
      </Suspense>
    </>
  );
}
