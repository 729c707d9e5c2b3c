import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("the page has no #root");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
