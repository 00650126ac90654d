import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { DocumentRoute } from "./document-route";
import { Layout } from "./layout";

// Development only: /__blocks draws every block type. Every `vite build` replaces import.meta.hot
// with undefined, so neither the route nor the catalogue's code and examples reach a build. (Not
// import.meta.env.DEV: that follows NODE_ENV, which a build run from a test runner inherits.)
const BlockCatalogue = import.meta.hot
  ? lazy(() => import("./block-catalogue").then((m) => ({ default: m.BlockCatalogue })))
  : undefined;

// Development only, the same way: the page editor at /__edit and its preview, which draws a document
// in the site's layout. Its code, rjsf and Ajv never reach a build.
const Editor = import.meta.hot
  ? lazy(() => import("../../editor/browser/editor-page").then((m) => ({ default: m.EditorPage })))
  : undefined;
const EditorPreview = import.meta.hot
  ? lazy(() => import("../../editor/browser/preview/preview-page").then((m) => ({ default: m.PreviewPage })))
  : undefined;

/** Every address is answered by the page documents: the route table itself is data. */
export function App() {
  return (
    <Routes>
      {Editor ? (
        <Route
          path="/__edit"
          element={
            <Suspense fallback={<p>Loading the editor…</p>}>
              <Editor />
            </Suspense>
          }
        />
      ) : null}
      <Route element={<Layout />}>
        {BlockCatalogue ? <Route path="/__blocks" element={<BlockCatalogue />} /> : null}
        {EditorPreview ? <Route path="/__edit/preview" element={<EditorPreview />} /> : null}
        <Route path="*" element={<DocumentRoute />} />
      </Route>
    </Routes>
  );
}
