import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { DocumentRoute } from "./document-route";
import { Layout } from "./layout";

// Development only: /__blocks draws every block type. Every `vite build` replaces import.meta.hot
// with undefined, so neither the route nor the catalogue's code and examples reach a build. (Not
// import.meta.env.DEV: that follows NODE_ENV, which a build run from a test runner inherits.)
const BlockCatalogue = import.meta.hot
  ? // eslint-disable-next-line no-restricted-syntax -- the dev server's own page, on this computer's network
    lazy(() => import("./block-catalogue").then((m) => ({ default: m.BlockCatalogue })))
  : undefined;

/** Every address is answered by the page documents: the route table itself is data. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {BlockCatalogue ? <Route path="/__blocks" element={<BlockCatalogue />} /> : null}
        <Route path="*" element={<DocumentRoute />} />
      </Route>
    </Routes>
  );
}
