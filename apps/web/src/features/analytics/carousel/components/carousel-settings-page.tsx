import { Link as RouterLink, Navigate } from "react-router";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { ApiError } from "../../../../lib/http.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useCarouselSettings } from "../api/get-carousel-settings.ts";
import { CAROUSEL_PATH } from "../../components/analytics-paths.ts";
import { CarouselSettingsEditor } from "./carousel-settings-editor.tsx";

const TITLE = "Carousel Settings";

const CarouselSettingsContent = () => {
  const settings = useCarouselSettings();
  if (settings.error instanceof ApiError && settings.error.status === 403)
    return <Navigate to="/no-rights" replace />;
  if (settings.isError) return <Alert severity="error">{messageOf(settings.error)}</Alert>;
  if (!settings.data) return <PageLoader />;
  return <CarouselSettingsEditor settings={settings.data} />;
};

/**
 * /slideshow-dashboards/settings: the dashboards the organisation's carousel plays, in order; for roles that
 * hold the carousel read-write (administrators). Anyone else gets the no-rights page.
 */
export const CarouselSettingsPage = () => {
  const access = useModuleAccess();
  if (access.isLoading) return <PageLoader />;
  if (!access.can(ModuleId.DashboardCarousel, ModuleId.Dashboard, AccessRightType.ReadWrite))
    return <Navigate to="/no-rights" replace />;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Dashboards", to: "/DynamicDashboard" },
          { kind: "text", label: TITLE },
        ]}
      />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-end" }, mb: 2.5 }}
      >
        <Box>
          <PageHeading spacing={0.5}>{TITLE}</PageHeading>
          <Typography sx={{ color: "text.secondary" }}>
            The dashboards the full-screen carousel plays, in this order. Each shows for its display time; a
            blank title shows the default title of its dashboard id.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={CAROUSEL_PATH}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<OpenInNew />}
          sx={{ flexShrink: 0 }}
        >
          Open the carousel
        </Button>
      </Stack>
      <CarouselSettingsContent />
    </Box>
  );
};
