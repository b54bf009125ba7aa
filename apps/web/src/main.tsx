import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { addressRedirect, isMobileClient } from "./lib/address-style.ts";

const isMobile = isMobileClient();
const redirect = addressRedirect(window.location, isMobile);
if (redirect !== null) {
  window.location.replace(redirect);
} else {
  const root = document.getElementById("root");
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App isMobile={isMobile} />
      </StrictMode>,
    );
  }
}
