import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { theme } from "../app/theme.ts";
import { preloadCharts } from "../features/analytics/widgets/components/chart-widget.tsx";
import { EmbedApp } from "./embed-app.tsx";
import { embedTokenOf } from "./embed-token.ts";

// The embedded dashboard's own entry: no portal shell, no session, only the dashboard and its charts.
const token = embedTokenOf(window.location.pathname);
// The chart library downloads while the data is asked for.
if (token !== null) void preloadCharts();
const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <EmbedApp token={token} />
      </ThemeProvider>
    </StrictMode>,
  );
