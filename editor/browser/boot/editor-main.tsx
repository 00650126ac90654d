import "./styles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { EditorPage } from "../editor-page";
import { StorageGate } from "./storage-gate";

// The editor's page (edit/index.html): drawn by React from the start, as it is nothing without its script.
const container = document.getElementById("root");
if (!container) throw new Error("edit/index.html has no #root element");
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <StorageGate>
        <EditorPage />
      </StorageGate>
    </BrowserRouter>
  </StrictMode>,
);
