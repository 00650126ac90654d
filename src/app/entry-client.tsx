import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { findRoute } from "../content/find-route";
import { loadDocument } from "../content/load-document";
import { App } from "./app";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Load this address's document before hydrating, so the first render matches the pre-rendered HTML.
const route = findRoute(window.location.pathname);
if (route) await loadDocument(route);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
