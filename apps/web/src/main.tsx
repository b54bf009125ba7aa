import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { LogSource } from "@fieldstead/domain";
import { addressRedirect, isMobileClient } from "./lib/address-style.ts";
import { clientLogger, installClientLogging } from "./lib/client-logger-install.ts";

const isMobile = isMobileClient();
const redirect = addressRedirect(window.location, isMobile);
if (redirect !== null) {
  window.location.replace(redirect);
} else {
  installClientLogging();
  const root = document.getElementById("root");
  if (root) {
    // Errors a screen's error boundary caught are logged too, and still reported on the console.
    createRoot(root, {
      onCaughtError: (error, info) => {
        clientLogger.logError(error, LogSource.Render);
        console.error(error, info.componentStack);
      },
    }).render(
      <StrictMode>
        <App isMobile={isMobile} />
      </StrictMode>,
    );
  }
}
