import { useEffect } from "react";
import { Box } from "@mui/material";
import { PageLoader } from "../components/ui/page-loader.tsx";
import { useViewportSize } from "../components/ui/use-viewport-size.ts";
import { isFittingScreen } from "../features/analytics/widgets/components/dashboard-fit.ts";
import { DashboardGrid } from "../features/analytics/widgets/components/dashboard-grid.tsx";
import { FittedDashboard } from "../features/analytics/widgets/components/fitted-dashboard.tsx";
import { tellFramingPage } from "./embed-messages.ts";
import { claimedDashboardId } from "./embed-token.ts";
import { EmbedErrorPage } from "./embed-error-page.tsx";
import { EmbedHeader } from "./embed-header.tsx";
import { useEmbeddedDashboard } from "./use-embedded-dashboard.ts";

export type EmbedAppProps = { token: string | null };

/**
 * An embedded dashboard, full-bleed for a frame: its figures, or an error page and never data. On a screen
 * (or frame) of a display's size it fills the screen without scrolling, as a wall display needs; on a
 * smaller one it is a page that scrolls.
 */
export const EmbedApp = ({ token }: EmbedAppProps) => {
  const state = useEmbeddedDashboard(token);
  const isFitted = isFittingScreen(useViewportSize());
  const isError = state.status === "error";
  useEffect(() => {
    if (isError) tellFramingPage("error", token === null ? null : claimedDashboardId(token));
  }, [isError, token]);
  const title = state.status === "ready" ? `${state.data.Title} · ${state.data.OrgName}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (state.status === "error") return <EmbedErrorPage message={state.message} />;
  if (state.status === "loading") return <PageLoader message="Loading the dashboard…" />;
  const { data } = state;
  const handleDrawn = () => tellFramingPage("ready", data.DashboardId);
  if (isFitted)
    return (
      <FittedDashboard
        header={<EmbedHeader data={data} isCompact />}
        widgets={data.Widgets}
        onDrawn={handleDrawn}
      />
    );
  return (
    <Box component="main" sx={{ minHeight: "100vh", bgcolor: "background.default", p: { xs: 2, md: 3 } }}>
      <EmbedHeader data={data} />
      <DashboardGrid widgets={data.Widgets} onDrawn={handleDrawn} />
    </Box>
  );
};
