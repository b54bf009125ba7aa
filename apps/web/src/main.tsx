import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ComingSoonPage } from "./app/coming-soon-page.tsx";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ComingSoonPage />
    </StrictMode>,
  );
}
