import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, CardActionArea, Paper, Stack, Typography } from "@mui/material";
import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import AccountTreeOutlined from "@mui/icons-material/AccountTreeOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import SlideshowOutlined from "@mui/icons-material/SlideshowOutlined";
import { AccessRightType, BuiltInDashboard, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../lib/form-errors.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useDashboards } from "../api/get-dashboards.ts";
import { CAROUSEL_SETTINGS_PATH } from "./analytics-paths.ts";

const ICONS: Readonly<Record<number, ReactNode>> = {
  [BuiltInDashboard.WorkOrders]: <AssignmentOutlined />,
  [BuiltInDashboard.Assets]: <Inventory2Outlined />,
  [BuiltInDashboard.LeasesBilling]: <DescriptionOutlined />,
  [BuiltInDashboard.Projects]: <AccountTreeOutlined />,
  [BuiltInDashboard.Locations]: <PlaceOutlined />,
  [BuiltInDashboard.Activity]: <NotificationsActiveOutlined />,
};

/** /DynamicDashboard: the dashboards the role may see, each opening its interactive page. */
export const DashboardListPage = () => {
  const dashboards = useDashboards();
  const access = useModuleAccess();
  const canConfigureCarousel = access.can(
    ModuleId.DashboardCarousel,
    ModuleId.Dashboard,
    AccessRightType.ReadWrite,
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Dashboards" }]} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" }, mb: 3 }}
      >
        <Box>
          <PageHeading spacing={0.5}>Dashboards</PageHeading>
          <Typography sx={{ color: "text.secondary" }}>
            Your organisation&apos;s figures, live. Open a dashboard to filter it by dates and location and to
            see the records behind any figure.
          </Typography>
        </Box>
        {canConfigureCarousel && (
          <Button
            component={RouterLink}
            to={CAROUSEL_SETTINGS_PATH}
            variant="outlined"
            startIcon={<SlideshowOutlined />}
            sx={{ flexShrink: 0 }}
          >
            Carousel settings
          </Button>
        )}
      </Stack>
      {dashboards.isPending && <PageLoader />}
      {dashboards.isError && <Alert severity="error">{messageOf(dashboards.error)}</Alert>}
      {dashboards.data?.Dashboards.length === 0 && (
        <Alert severity="info">Your role has no dashboards to show yet.</Alert>
      )}
      {dashboards.data && (
        <Box
          component="ul"
          sx={{
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" },
            listStyle: "none",
            p: 0,
            m: 0,
          }}
        >
          {dashboards.data.Dashboards.map((dashboard) => (
            <Paper
              key={dashboard.DashboardId}
              component="li"
              elevation={0}
              sx={{ border: 1, borderColor: "divider" }}
            >
              <CardActionArea
                component={RouterLink}
                to={`/DynamicDashboard/${dashboard.DashboardId}`}
                sx={{ p: 3, height: "100%", display: "flex", alignItems: "flex-start", gap: 2 }}
              >
                <Box
                  sx={{
                    color: "primary.main",
                    bgcolor: "primary.50",
                    borderRadius: 2,
                    p: 1,
                    display: "flex",
                  }}
                >
                  {ICONS[dashboard.DashboardId] ?? <InsightsOutlined />}
                </Box>
                <Box sx={{ flex: 1 }}>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                    {dashboard.Title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
                    {dashboard.Description}
                  </Typography>
                </Box>
              </CardActionArea>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
};
