import "./styles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { Layout } from "../../../src/app/layout";
import { PreviewPage } from "../preview/preview-page";

// The preview's page (edit/preview/index.html), in the editor's frame: the site's own layout around
// the document the editor posts.
const container = document.getElementById("root");
if (!container) throw new Error("edit/preview/index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<PreviewPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
